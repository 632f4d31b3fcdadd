import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderAt, setUpPage } from '../../../test/set-up';
import { ReferralsPage } from './ReferralsPage';

const services = mockServices(answer('logging', 'log', undefined));

const program = (currency: 'EUR' | 'CHF', origin: string) => ({
  code: 'AB3DEF7G',
  link: `${origin}/?empfehlung=AB3DEF7G`,
  referrerReward: { amount: 15, currency },
  friendReward: { amount: 10, currency },
});

it('shows the personal link and the rewards in CHF, shares and copies with a visible confirmation', async () => {
  services.use(answer('customer', 'referral', program('CHF', 'http://ch.localhost:3000')));
  await setUpPage('de-CH');
  renderAt('/my-referrals', <ReferralsPage />);
  const user = userEvent.setup();
  expect(await screen.findByLabelText('Ihr persönlicher Empfehlungslink')).toHaveValue(
    'http://ch.localhost:3000/?empfehlung=AB3DEF7G',
  );
  expect(screen.getByLabelText('Ihr Empfehlungscode')).toHaveValue('AB3DEF7G');
  expect(screen.getByText(/CHF\s10\.00 Rabatt.*CHF\s15\.00/)).toBeInTheDocument();

  const whatsApp = new URL(
    screen.getByRole('link', { name: 'Per WhatsApp teilen' }).getAttribute('href')!,
  );
  expect(whatsApp.searchParams.get('text')).toContain(
    'http://ch.localhost:3000/?empfehlung=AB3DEF7G',
  );
  const mail = screen.getByRole('link', { name: 'Per E-Mail teilen' }).getAttribute('href')!;
  expect(decodeURIComponent(mail)).toContain('?empfehlung=AB3DEF7G');

  await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
  expect(await screen.findByTestId('copied')).toHaveTextContent('Link kopiert');
  expect(await navigator.clipboard.readText()).toBe(
    'http://ch.localhost:3000/?empfehlung=AB3DEF7G',
  );
});

it('tells the customer to copy by hand when the clipboard refuses', async () => {
  services.use(answer('customer', 'referral', program('EUR', 'http://de.localhost:3000')));
  await setUpPage('de-DE');
  renderAt('/my-referrals', <ReferralsPage />);
  const user = userEvent.setup();
  await screen.findByLabelText('Ihr persönlicher Empfehlungslink');
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
  expect(await screen.findByText(/konnte nicht kopiert werden/)).toBeVisible();
  expect(screen.queryByTestId('copied')).toBeNull();
});

it('shows the error with a retry that loads again', async () => {
  services.use(
    answer('customer', 'referral', failWith(503), { once: true }),
    answer('customer', 'referral', program('EUR', 'http://de.localhost:3000')),
  );
  await setUpPage('de-DE');
  renderAt('/my-referrals', <ReferralsPage />);
  const user = userEvent.setup();
  expect(
    await screen.findByText('Ihr Empfehlungslink konnte gerade nicht geladen werden.'),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: /erneut|Erneut/ }));
  expect(await screen.findByLabelText('Ihr persönlicher Empfehlungslink')).toHaveValue(
    'http://de.localhost:3000/?empfehlung=AB3DEF7G',
  );
});
