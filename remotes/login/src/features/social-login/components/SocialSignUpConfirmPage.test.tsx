import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type Locale } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { registerLaterStepsCatalogue } from '../../../i18n/later-steps';
import { SocialSignUpConfirmPage } from './SocialSignUpConfirmPage';

const CONFIRM = '/api/cs/user/social-login/sign-up/confirm';
const EXPIRED = /Dieser Link ist abgelaufen oder wurde schon verwendet/;

const services = mockServices(answer('logging', 'log', undefined));
const confirmations = () => services.calls.filter((call) => call.path === CONFIRM);

const openLink = (query: string, locale: Locale = 'de-DE') =>
  renderArea({
    locale,
    start: `${paths.login.socialSignUpConfirm()}${query}`,
    // As the page's loader does (screens/later-steps.ts): its texts travel with the later steps.
    registerCatalogue: () => {
      registerCatalogue();
      registerLaterStepsCatalogue();
    },
    routes: [
      { path: paths.login.socialSignUpConfirm.pattern, element: <SocialSignUpConfirmPage /> },
    ],
  });

it('confirms only on the button (mail scanners open links too), then says the provider login is active', async () => {
  services.use(answer('customer', 'socialSignUpConfirm', { provider: 'FACEBOOK' }));
  await openLink('?token=t0k3n');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' }),
  ).toBeInTheDocument();
  expect(confirmations()).toEqual([]);
  // The token leaves the address bar at once: no history entry or Referer carries it.
  expect(window.location.search).toBe('');
  await userEvent.click(screen.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
  expect(
    await screen.findByText(
      'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Ab sofort können Sie sich auch mit Facebook anmelden.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigt' })).toBeVisible();
  expect(confirmations().map((call) => call.body)).toEqual([{ token: 't0k3n' }]);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says a used or expired link confirmed nothing, and leads to the login', async () => {
  services.use(answer('customer', 'socialSignUpConfirm', failWith(410, 'TOKEN_INVALID')));
  await openLink('?token=benutzt', 'de-CH');
  await userEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
  expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
    'href',
    paths.login.start(),
  );
});

it('keeps the button for another try when the service fails', async () => {
  services.use(answer('customer', 'socialSignUpConfirm', failWith(500)));
  await openLink('?token=t0k3n');
  await userEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
  expect(await screen.findByText(/Da hat etwas nicht geklappt/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toBeEnabled();
});

it('treats a link without token as expired and asks nothing', async () => {
  await openLink('');
  expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(confirmations()).toEqual([]);
});
