import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { WaysInRemovalOffer } from './WaysInRemovalOffer';

const lastWayIn = new Error('LAST_WAY_IN');
const isLastWayIn = (error: unknown) => error === lastWayIn;

beforeAll(() => initI18n('de-DE'));

it('offers to remove every passkey and provider login, and confirms it in a notice that takes focus', async () => {
  const onRemove = jest.fn().mockResolvedValue({ passkeys: 1, socialLogins: 1 });
  render(<WaysInRemovalOffer onRemove={onRemove} isLastWayIn={isLastWayIn} />);
  expect(
    screen.getByRole('region', { name: 'Passkeys und verknüpfte Anmeldungen entfernen?' }),
  ).toHaveTextContent('ohne Passwort in Ihr Konto');
  fireEvent.click(
    screen.getByRole('button', { name: 'Alle Passkeys und verknüpften Anmeldungen entfernen' }),
  );
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Alle Passkeys und verknüpften Anmeldungen sind entfernt.');
  expect(status).toHaveFocus();
  expect(onRemove).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('explains why nothing was removed when it would leave no way in, and offers it no more', async () => {
  render(
    <WaysInRemovalOffer onRemove={() => Promise.reject(lastWayIn)} isLastWayIn={isLastWayIn} />,
  );
  fireEvent.click(screen.getByRole('button'));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Wir haben nichts entfernt: Ihr Kundenkonto hat kein Passwort.',
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('asks to remove them one by one when the removal failed otherwise', async () => {
  render(
    <WaysInRemovalOffer
      onRemove={() => Promise.reject(new Error('offline'))}
      isLastWayIn={isLastWayIn}
    />,
  );
  fireEvent.click(screen.getByRole('button'));
  expect(await screen.findByRole('alert')).toHaveTextContent('im Bereich „Sicherheit“ einzeln');
  expect(screen.getByRole('button')).toBeEnabled();
});
