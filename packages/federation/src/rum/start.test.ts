import { collect } from './collector';
import type { RumHost } from './rum-host';
import type { startRum as StartRum } from './start';

jest.mock('./collector', () => ({ collect: jest.fn() }));

const shell: RumHost = {
  settings: { sampleRate: 0.1 },
  shop: 'de-DE',
  host: 'shell',
  hostPatterns: [''],
  basePath: '/',
};

/** The collector's chunk arrives (a dynamic import) after the idle callback ran. */
const collectorLoaded = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Each test is a page view of its own: the module as a fresh page loads it. */
function freshStart(): typeof StartRum {
  let start: typeof StartRum | undefined;
  jest.isolateModules(() => {
    start = (jest.requireActual('./start') as { startRum: typeof StartRum }).startRum;
  });
  return start!;
}

beforeEach(() => jest.mocked(collect).mockClear());

describe('sampling a page view', () => {
  it('loads the collector for a page view drawn below the rate', async () => {
    const startRum = freshStart();
    startRum(shell, () => 0.09);
    // The host reporting its page usable again (a second effect) starts no second collector.
    startRum(shell, () => 0.09);
    await collectorLoaded();
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith(shell);
  });

  it('loads nothing for a page view drawn at or above the rate, nor without a configured rate', async () => {
    freshStart()(shell, () => 0.1);
    freshStart()({ ...shell, settings: undefined }, () => 0);
    freshStart()({ ...shell, settings: { sampleRate: 0 } }, () => 0);
    await collectorLoaded();
    expect(collect).not.toHaveBeenCalled();
  });
});
