import { fireEvent, render, screen, within } from '@testing-library/react';
import { setRuntimeConfig } from '@account/config';
import type { LinkedSocialLogin, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter } from '@account/router';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { ConfirmationOutlet } from '@account/ui';
import { registerCatalogue } from '../../../i18n';
import { SocialLoginsSection } from './SocialLoginsSection';

const services = mockServices(answer('logging', 'log', undefined));

const google: LinkedSocialLogin = {
  id: '00000000-0000-4000-8000-00000000000c',
  provider: 'GOOGLE',
  linkedAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: '2026-11-27T13:05:00.000Z',
};

async function renderSection() {
  setRuntimeConfig(
    { environment: 'local', shops: {}, services: {}, flags: {} } as unknown as RuntimeConfig,
    'de-DE',
  );
  configureTestServices('de-DE');
  await initI18n('de-DE');
  registerCatalogue();
  render(
    <BrowserRouter>
      <ConfirmationOutlet />
      <SocialLoginsSection />
    </BrowserRouter>,
  );
}

async function askToRemove() {
  fireEvent.click(await screen.findByRole('button', { name: 'Entfernen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anmeldung über Google entfernen?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Anmeldung entfernen' }));
}

it('lists the linked provider logins with linked and last used', async () => {
  services.use(
    answer('customer', 'socialLogins', {
      socialLogins: [
        google,
        { ...google, id: `${google.id.slice(0, -1)}d`, provider: 'APPLE', lastUsedAt: null },
      ],
    }),
  );
  await renderSection();
  const list = await screen.findByRole('list', { name: 'Ihre verknüpften Anmeldungen' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(within(first!).getByRole('heading', { name: 'Google' })).toBeVisible();
  expect(within(first!).getByText('20.11.2026, 10:30 Uhr')).toBeVisible();
  expect(within(first!).getByText('27.11.2026, 14:05 Uhr')).toBeVisible();
  expect(within(second!).getByRole('heading', { name: 'Apple' })).toBeVisible();
  expect(within(second!).getByText('Noch nicht verwendet')).toBeVisible();
  // Each button is described by its card's heading.
  expect(within(first!).getByRole('button', { name: 'Entfernen' })).toHaveAccessibleDescription(
    'Google',
  );
});

it('says when no provider login is linked', async () => {
  services.use(answer('customer', 'socialLogins', { socialLogins: [] }));
  await renderSection();
  expect(
    await screen.findByText(
      'Mit Ihrem Kundenkonto ist keine Anmeldung über Apple, Google oder Facebook verknüpft.',
    ),
  ).toBeVisible();
});

it('asks for the password again when the login is old, then removes with it and confirms', async () => {
  const bodies: unknown[] = [];
  services.use(
    answer('customer', 'socialLogins', { socialLogins: [google] }),
    answer('customer', 'removeSocialLogin', ({ body, params }) => {
      bodies.push({ params, body });
      const password = (body as { password?: string } | undefined)?.password;
      return password === 'Richtig-2026' ? {} : failWith(403, 'PASSWORD_REQUIRED');
    }),
  );
  await renderSection();
  await askToRemove();
  const prompt = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  fireEvent.change(within(prompt).getByLabelText('Passwort'), {
    target: { value: 'Richtig-2026' },
  });
  fireEvent.click(within(prompt).getByRole('button', { name: 'Bestätigen' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Die Anmeldung über Google ist entfernt.',
  );
  expect(bodies).toEqual([
    { params: { id: google.id }, body: {} },
    { params: { id: google.id }, body: { password: 'Richtig-2026' } },
  ]);
});

it('explains in German why the last way in cannot be removed', async () => {
  services.use(
    answer('customer', 'socialLogins', { socialLogins: [google] }),
    answer('customer', 'removeSocialLogin', failWith(409, 'LAST_WAY_IN')),
  );
  await renderSection();
  await askToRemove();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Sie ist die letzte Möglichkeit, sich bei Ihrem Kundenkonto anzumelden, denn Ihr Konto hat kein Passwort.',
  );
  expect(within(screen.getByRole('list')).getByRole('heading', { name: 'Google' })).toBeVisible();
});
