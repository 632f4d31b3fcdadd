import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@account/api-client';
import type { RuntimeConfig } from '@account/contracts';
import { setRuntimeConfig } from '@account/config';
import { initI18n } from '@account/i18n';
import { registerCatalogue } from '../../../i18n';
import { LinkAccountStep } from './LinkAccountStep';

// jsdom has no fetch Response; the client reads only these members.
const json = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    json: async () => body,
    text: async () => JSON.stringify(body),
  }) as Response;
let answers: Response[];
let calls: { url: string; body: unknown }[];

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
  configureApi({ services: { customer: '/api/cs' }, locale: 'de-DE' });
  await initI18n('de-DE');
  registerCatalogue();
  answers = [];
  calls = [];
  sessionStorage.clear();
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answers.shift() ?? json(200, {});
  }) as unknown as typeof fetch;
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
  expect(calls).toEqual([]);

  answers.push(json(403, { errorKey: 'NOT_AUTHORIZED' }));
  await user.type(screen.getByLabelText('Passwort Ihres Kundenkontos'), 'falsch');
  await user.click(screen.getByRole('button', { name: 'Konto verknüpfen' }));
  expect(
    await screen.findByText(/Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort/),
  ).toBeInTheDocument();

  answers.push(json(200, { firstName: 'Max' }));
  await user.clear(screen.getByLabelText('Passwort Ihres Kundenkontos'));
  await user.type(screen.getByLabelText('Passwort Ihres Kundenkontos'), 'Sommer2026!');
  await user.click(screen.getByRole('button', { name: 'Konto verknüpfen' }));
  await waitFor(() => expect(onLinked).toHaveBeenCalledWith({ firstName: 'Max' }));
  expect(calls.at(-1)).toEqual({
    url: '/api/cs/user/social-login/link',
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
  expect(calls.at(-1)).toEqual({
    url: '/api/cs/user/social-login/link-mail',
    body: { link_token: 'link-1' },
  });
  expect(sessionStorage.getItem('account.socialLinkToken')).toBe('link-1');
});
