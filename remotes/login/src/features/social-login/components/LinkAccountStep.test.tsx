import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoggedInUser, RuntimeConfig } from '@account/contracts';
import { setRuntimeConfig } from '@account/config';
import { initI18n } from '@account/i18n';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { registerCatalogue } from '../../../i18n';
import { registerLaterStepsCatalogue } from '../../../i18n/later-steps';
import { LinkAccountStep } from './LinkAccountStep';

const services = mockServices(
  answer('customer', 'socialLinkMail', {}),
  answer('logging', 'log', undefined),
);
const sent = () =>
  services.calls
    .filter((call) => !call.path.startsWith('/api/logging'))
    .map(({ path, body }) => ({ path, body }));

beforeEach(async () => {
  setRuntimeConfig(
    {
      environment: 'local',
      shops: {},
      services: {},
      flags: {},
      faqUrl: '',
    } as unknown as RuntimeConfig,
    'de-DE',
  );
  configureTestServices('de-DE');
  await initI18n('de-DE');
  registerCatalogue();
  // The step loads with the callback page, and the later steps' texts with it.
  registerLaterStepsCatalogue();
  sessionStorage.clear();
});

const renderStep = (onLinked = jest.fn()) => {
  render(
    <LinkAccountStep
      linkToken="link-1"
      email="max@example.de"
      providerName="Google"
      onLinked={onLinked}
    />,
  );
  return onLinked;
};

it('asks for the password of the existing account, refuses a wrong one, and links with the right one', async () => {
  const user = userEvent.setup();
  const onLinked = renderStep();
  expect(screen.getByRole('heading', { name: 'Konto verknüpfen' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Konto verknüpfen' }));
  expect(screen.getAllByText('Bitte geben Sie Ihr Passwort ein.').length).toBeGreaterThan(0);
  expect(sent()).toEqual([]);

  services.use(answer('customer', 'socialLinkByPassword', failWith(403, 'NOT_AUTHORIZED')));
  await user.type(screen.getByLabelText('Passwort Ihres Kundenkontos'), 'falsch');
  await user.click(screen.getByRole('button', { name: 'Konto verknüpfen' }));
  expect(
    await screen.findByText(/Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort/),
  ).toBeInTheDocument();

  services.use(answer('customer', 'socialLinkByPassword', { firstName: 'Max' } as LoggedInUser));
  await user.clear(screen.getByLabelText('Passwort Ihres Kundenkontos'));
  await user.type(screen.getByLabelText('Passwort Ihres Kundenkontos'), 'Sommer2026!');
  await user.click(screen.getByRole('button', { name: 'Konto verknüpfen' }));
  await waitFor(() => expect(onLinked).toHaveBeenCalledWith({ firstName: 'Max' }));
  expect(sent().at(-1)).toEqual({
    path: '/api/cs/user/social-login/link',
    body: { link_token: 'link-1', password: 'Sommer2026!' },
  });
});

it('mails a link instead and keeps the link token in this tab for it', async () => {
  const user = userEvent.setup();
  renderStep();
  await user.click(
    screen.getByRole('button', { name: 'Passwort nicht zur Hand? Link per E-Mail senden' }),
  );
  expect(
    await screen.findByText(/Wir haben Ihnen eine E-Mail an max@example.de geschickt/),
  ).toBeInTheDocument();
  expect(sent().at(-1)).toEqual({
    path: '/api/cs/user/social-login/link-mail',
    body: { link_token: 'link-1' },
  });
  expect(sessionStorage.getItem('account.socialLinkToken')).toBe('link-1');
});
