import { onSupportedReact } from './supported-react';

// The host's React, which the app export takes from the share scope: here an older one.
jest.mock('react', () => ({ ...jest.requireActual<object>('react'), version: '18.3.1' }));

test('on React 18 the app is not rendered: the account’s notice, and why in the console', async () => {
  const app = jest.fn();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dom = document.createElement('div');

  const bridge = onSupportedReact('creators/FollowedCreatorsApp', app)();
  await bridge.render({ dom, accountUrl: 'https://www.shop24direkt.de/mein-konto' });

  expect(app).not.toHaveBeenCalled();
  expect(dom.querySelector('[role="alert"] h2')?.textContent).toBe(
    'Dieser Bereich braucht eine neuere Version der Seite',
  );
  expect(dom.querySelector('a')?.href).toBe('https://www.shop24direkt.de/mein-konto');
  expect(error).toHaveBeenCalledWith(expect.stringContaining('React 18.3.1'));
  bridge.destroy({ dom });
  expect(dom.childElementCount).toBe(0);
});
