import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsentLogEntry, PrivacyCentre } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { CONSENT_KEY, renderAt, setUpPage } from '../../../test/set-up';
import { PrivacyCentrePage } from './PrivacyCentrePage';

const services = mockServices(answer('logging', 'log', undefined));

const centre = (overrides: Partial<PrivacyCentre> = {}): PrivacyCentre => ({
  newsletter: { state: 'OFF', frequency: null },
  stockReminders: { state: 'PENDING', products: ['Edelstahl-Pfannenset, 3-teilig'] },
  marketResearch: { state: 'OFF' },
  upsellMails: { state: 'ON' },
  personalisedRecommendations: { state: 'ON' },
  tracking: { state: 'OFF' },
  ...overrides,
});

const entry = (overrides: Partial<ConsentLogEntry>): ConsentLogEntry => ({
  occurredAt: '2026-11-27T13:05:00.000Z',
  topic: 'NEWSLETTER',
  change: 'REQUESTED',
  source: 'PRIVACY_CENTRE',
  detail: null,
  ...overrides,
});

async function openPage(locale: 'de-DE' | 'de-AT' | 'de-CH' = 'de-DE') {
  await setUpPage(locale);
  renderAt('/privacy-centre', <PrivacyCentrePage dataExport={<section>Datenexport</section>} />);
  return userEvent.setup();
}

beforeEach(() => window.localStorage.clear());

/** What the page's live region told a screen reader (it speaks a moment after the change). */
const announced = (text: string) =>
  waitFor(() => expect(screen.getByTestId('live-region')).toHaveTextContent(text));

it('shows every consent with its state and an accessible switch, and the log newest first', async () => {
  services.use(
    answer('customer', 'privacyCentre', centre()),
    answer('customer', 'consentLog', {
      entries: [
        entry({ occurredAt: '2026-11-27T13:05:00.000Z', change: 'WITHDRAWN' }),
        entry({
          occurredAt: '2026-11-26T08:00:00.000Z',
          topic: 'STOCK_REMINDERS',
          source: 'SHOP',
          detail: 'Edelstahl-Pfannenset, 3-teilig',
        }),
      ],
    }),
  );
  await openPage();
  const newsletter = await screen.findByRole('switch', { name: 'Newsletter' });
  expect(newsletter).not.toBeChecked();
  expect(newsletter).toHaveAccessibleDescription(/Angebote, Neuheiten.*Nicht aktiv/);
  const reminders = screen.getByRole('switch', { name: 'Erinnerungen an Artikel' });
  expect(reminders).toBeChecked();
  expect(reminders).toHaveAccessibleDescription(
    /Erinnerungen für: Edelstahl-Pfannenset, 3-teilig.*Bestätigung per E-Mail ausstehend/,
  );
  expect(
    screen.getByRole('switch', { name: 'Passende Angebote zu Ihren Bestellungen' }),
  ).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Nutzungsanalyse (Tracking)' })).not.toBeChecked();
  expect(screen.getAllByRole('switch')).toHaveLength(6);

  const log = await screen.findByRole('table', { name: /Ihre letzten Änderungen/ });
  const [, first, second] = within(log).getAllByRole('row');
  expect(first).toHaveTextContent('27.11.2026, 14:05 Uhr');
  expect(first).toHaveTextContent('Widerrufen');
  expect(first).toHaveTextContent('Datenschutz & Einwilligungen');
  expect(second).toHaveTextContent('Erinnerung an Artikel: Edelstahl-Pfannenset, 3-teilig');
  expect(second).toHaveTextContent('Shop');
  // The data export's place at the end of the page.
  expect(screen.getByText('Datenexport')).toBeInTheDocument();
});

it('signs up for the newsletter: the confirmation mail is announced and the new log entry shown', async () => {
  services.use(
    answer('customer', 'privacyCentre', centre()),
    answer('customer', 'consentLog', { entries: [] }, { once: true }),
    answer('customer', 'consentLog', { entries: [entry({})] }),
    answer(
      'customer',
      'switchConsent',
      centre({ newsletter: { state: 'PENDING', frequency: null } }),
    ),
  );
  const user = await openPage();
  expect(
    await screen.findByText('Sie haben noch keine Einwilligung erteilt oder geändert.'),
  ).toBeVisible();
  await user.click(await screen.findByRole('switch', { name: 'Newsletter' }));

  const sent = services.calls.find((call) => call.method === 'PUT');
  expect(sent?.path).toBe('/api/cs/user/privacy-centre/consent');
  expect(sent?.body).toEqual({ topic: 'NEWSLETTER', enabled: true });
  await announced('Newsletter: Wir haben Ihnen eine E-Mail gesendet.');
  const newsletter = screen.getByRole('switch', { name: 'Newsletter' });
  expect(newsletter).toBeChecked();
  expect(newsletter).toHaveAccessibleDescription(/Bitte bestätigen Sie über den Link/);
  expect(await screen.findByRole('table', { name: /Ihre letzten Änderungen/ })).toHaveTextContent(
    'Angemeldet, Bestätigung angefordert',
  );
});

it('changes the frequency of a confirmed newsletter, shown chosen while the server answers', async () => {
  let answerNow: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answerNow = resolve;
  });
  services.use(
    answer('customer', 'privacyCentre', centre({ newsletter: { state: 'ON', frequency: null } })),
    answer('customer', 'consentLog', { entries: [] }),
    answer('customer', 'setPrivacyNewsletterFrequency', async () => {
      await answered;
      return centre({ newsletter: { state: 'ON', frequency: 'WEEKLY' } });
    }),
  );
  const user = await openPage();
  const group = await screen.findByRole('group', {
    name: 'Wie oft möchten Sie den Newsletter erhalten?',
  });
  expect(within(group).getByRole('radio', { name: 'Jede Ausgabe' })).toBeChecked();
  await user.click(within(group).getByRole('radio', { name: 'Einmal pro Woche' }));
  expect(within(group).getByRole('radio', { name: 'Einmal pro Woche' })).toBeChecked();
  answerNow();
  await announced('Newsletter: Die Häufigkeit ist gespeichert.');
  expect(within(group).getByRole('radio', { name: 'Einmal pro Woche' })).toBeChecked();
  expect(services.calls.find((call) => call.method === 'PUT')?.body).toEqual({
    frequency: 'WEEKLY',
  });
});

it("hands the tracking decision to this browser's consent tool", async () => {
  services.use(
    answer('customer', 'privacyCentre', centre()),
    answer('customer', 'consentLog', { entries: [] }),
    answer('customer', 'switchConsent', centre({ tracking: { state: 'ON' } })),
  );
  const user = await openPage('de-AT');
  await user.click(await screen.findByRole('switch', { name: 'Nutzungsanalyse (Tracking)' }));
  await announced('Nutzungsanalyse (Tracking): Ihre Einstellung ist gespeichert.');
  expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toEqual({ personalisation: true });
});

it('says so when a change fails and shows the switch as the server holds it', async () => {
  services.use(
    answer('customer', 'privacyCentre', centre()),
    answer('customer', 'consentLog', { entries: [] }),
    answer('customer', 'switchConsent', failWith(503)),
  );
  const user = await openPage('de-CH');
  const upsell = await screen.findByRole('switch', {
    name: 'Passende Angebote zu Ihren Bestellungen',
  });
  await user.click(upsell);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ihre Einstellung konnte nicht gespeichert werden.',
  );
  expect(upsell).toBeChecked();
  expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
});

it('cannot switch stock reminders on: they are asked for in the shop', async () => {
  services.use(
    answer('customer', 'privacyCentre', centre({ stockReminders: { state: 'OFF', products: [] } })),
    answer('customer', 'consentLog', { entries: [] }),
  );
  await openPage();
  const reminders = await screen.findByRole('switch', { name: 'Erinnerungen an Artikel' });
  expect(reminders).toBeDisabled();
  expect(reminders).toHaveAccessibleDescription(/im Shop beim jeweiligen Artikel/);
});

it('shows the error states with a retry that loads again', async () => {
  services.use(
    answer('customer', 'privacyCentre', failWith(503), { once: true }),
    answer('customer', 'privacyCentre', centre()),
    answer('customer', 'consentLog', failWith(503)),
  );
  const user = await openPage();
  expect(
    await screen.findByText('Ihre Einwilligungen können wir gerade nicht anzeigen.'),
  ).toBeVisible();
  expect(await screen.findByText('Das Protokoll können wir gerade nicht anzeigen.')).toBeVisible();
  await user.click(screen.getAllByRole('button', { name: /erneut|noch einmal/i })[0]!);
  expect(await screen.findByRole('switch', { name: 'Newsletter' })).toBeVisible();
});
