import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrdersPage, SupportRequest } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderAt, setUpPage } from '../../../test/set-up';
import { SupportFormPage } from './SupportFormPage';

// Only what the form reads of an order.
const orders = {
  orders: [
    { number: '71010003', placedAt: '2026-10-01T09:00:00.000Z' },
    { number: '71010002', placedAt: '2026-09-12T09:00:00.000Z' },
  ],
  nextCursor: null,
} as unknown as OrdersPage;
// Typing key by key is slow on a busy machine; the flows are long on purpose.
jest.setTimeout(30_000);

const MESSAGE = 'Mein Paket ist beschädigt angekommen.';

const services = mockServices(
  answer('orderHistory', 'orders', orders),
  answer('logging', 'log', undefined),
);
const supportCalls = () =>
  services.calls.filter((call) => call.path === '/api/cs/user/support-requests');
const stored = (email: string) => ({ id: 'r1', email }) as SupportRequest;

it('prefills the e-mail, offers the own orders, keeps the input after a failed send and confirms the sent request', async () => {
  services.use(
    answer('customer', 'createSupportRequest', failWith(503, 'INTERNAL_SERVER_ERROR'), {
      once: true,
    }),
    answer('customer', 'createSupportRequest', stored('max.mustermann@example.de')),
  );
  await setUpPage('de-DE');
  renderAt('/contacts/form', <SupportFormPage />);
  const user = userEvent.setup();

  expect(screen.getByLabelText('E-Mail-Adresse für unsere Antwort')).toHaveValue(
    'max.mustermann@example.de',
  );
  await user.selectOptions(screen.getByLabelText('Worum geht es?'), 'Lieferung');
  const order = screen.getByLabelText('Bestellung (optional)');
  await screen.findByRole('option', { name: /Bestellung 71010003 vom 01\.10\.2026/ });
  await user.selectOptions(order, '71010003');
  await user.type(screen.getByLabelText('Ihre Nachricht'), MESSAGE);
  expect(screen.getByTestId('characters-left')).toHaveTextContent(
    `Noch ${2000 - MESSAGE.length} Zeichen`,
  );

  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  expect(
    await screen.findByText(/Ihre Nachricht konnte leider nicht gesendet werden/),
  ).toBeVisible();
  expect(screen.getByLabelText('Ihre Nachricht')).toHaveValue(MESSAGE);
  expect(order).toHaveValue('71010003');

  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  // The focused notice replaces the sent form; no dialog over a still-filled one.
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent(
    /Bestätigung an die E-Mail-Adresse Ihres Kundenkontos \(max\.mustermann@example\.de\) gesendet/,
  );
  expect(notice).toHaveFocus();
  expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  expect(screen.queryByLabelText('Ihre Nachricht')).toBeNull();
  expect(within(notice).getByRole('link', { name: 'Zurück zu Kontakt' })).toHaveAttribute(
    'href',
    '/contacts',
  );
  expect(supportCalls().map((call) => call.body)).toEqual([
    {
      topic: 'delivery',
      order_number: '71010003',
      message: MESSAGE,
      email: 'max.mustermann@example.de',
    },
    {
      topic: 'delivery',
      order_number: '71010003',
      message: MESSAGE,
      email: 'max.mustermann@example.de',
    },
  ]);
});

it('names every missing field, refuses a header-injecting address and an overlong message without sending', async () => {
  await setUpPage('de-DE');
  renderAt('/contacts/form', <SupportFormPage />);
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('E-Mail-Adresse für unsere Antwort'));
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByText('Bitte wählen Sie aus, worum es geht.')).toBeInTheDocument();
  expect(within(summary).getByText('Bitte geben Sie Ihre Nachricht ein.')).toBeInTheDocument();
  expect(within(summary).getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeInTheDocument();

  await user.type(
    screen.getByLabelText('E-Mail-Adresse für unsere Antwort'),
    'a@example.de,b@example.org',
  );
  await user.click(screen.getByLabelText('Ihre Nachricht'));
  await user.paste('x'.repeat(2001));
  expect(screen.getByTestId('characters-left')).toHaveTextContent('1 Zeichen zu viel');
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Ihre Nachricht')).toHaveAccessibleDescription(
      /höchstens 2000 Zeichen lang sein/,
    ),
  );
  expect(screen.getByLabelText('E-Mail-Adresse für unsere Antwort')).toHaveAccessibleDescription(
    /einzelne gültige E-Mail-Adresse/,
  );
  expect(supportCalls()).toEqual([]);
});

it('tells that the copy goes to the account address while the answer goes to the typed one', async () => {
  services.use(answer('customer', 'createSupportRequest', stored('max.privat@example.org')));
  await setUpPage('de-DE');
  renderAt('/contacts/form', <SupportFormPage />);
  const user = userEvent.setup();
  const reply = screen.getByLabelText('E-Mail-Adresse für unsere Antwort');
  expect(reply).toHaveAccessibleDescription(
    /Die Bestätigung mit Ihrer Nachricht senden wir an die E-Mail-Adresse Ihres Kundenkontos/,
  );
  await user.selectOptions(screen.getByLabelText('Worum geht es?'), 'Sonstiges');
  await user.type(screen.getByLabelText('Ihre Nachricht'), MESSAGE);
  await user.clear(reply);
  await user.type(reply, 'max.privat@example.org');
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  expect(
    await within(await screen.findByRole('status')).findByText(
      'Wir haben Ihre Anfrage erhalten und eine Bestätigung an die E-Mail-Adresse Ihres Kundenkontos (max.mustermann@example.de) gesendet. Wir antworten an max.privat@example.org, in der Regel innerhalb von zwei Werktagen.',
    ),
  ).toBeInTheDocument();
  expect(supportCalls()).toHaveLength(1);
});

it('refuses a message with a bidirectional override or a zero-width character without sending', async () => {
  await setUpPage('de-DE');
  renderAt('/contacts/form', <SupportFormPage />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Worum geht es?'), 'Zahlung und Rechnung');
  for (const hidden of ['\u202E', '\u200B']) {
    await user.clear(screen.getByLabelText('Ihre Nachricht'));
    await user.click(screen.getByLabelText('Ihre Nachricht'));
    await user.paste(`Bitte erstatten Sie ${hidden}100 Euro zurück.`);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Ihre Nachricht')).toHaveAccessibleDescription(
        /unsichtbare Steuer- oder Formatierungszeichen/,
      ),
    );
  }
  expect(supportCalls()).toEqual([]);
});

it('puts the service’s refusal of a foreign order on the order field', async () => {
  services.use(
    answer('customer', 'createSupportRequest', () =>
      Response.json(
        { errorKey: 'INVALID_SUPPORT_REQUEST', detail: 'orderNumber' },
        { status: 400 },
      ),
    ),
  );
  await setUpPage('de-CH');
  renderAt('/contacts/form', <SupportFormPage />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Worum geht es?'), 'Bestellung');
  await screen.findByRole('option', { name: /71010003/ });
  await user.selectOptions(screen.getByLabelText('Bestellung (optional)'), '71010003');
  await user.type(screen.getByLabelText('Ihre Nachricht'), MESSAGE);
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Bestellung (optional)')).toHaveAccessibleDescription(
      /können wir Ihrem Konto nicht zuordnen/,
    ),
  );
});

it('comes from the accessibility statement with "Barrierefreiheit" chosen and sends that topic', async () => {
  services.use(answer('customer', 'createSupportRequest', stored('max.mustermann@example.de')));
  await setUpPage('de-DE');
  renderAt('/contacts/form?topic=accessibility', <SupportFormPage />);
  const user = userEvent.setup();
  const topic = screen.getByLabelText('Worum geht es?');
  expect(topic).toHaveDisplayValue('Barrierefreiheit');
  await user.type(
    screen.getByLabelText('Ihre Nachricht'),
    'Der Kalender ist ohne Maus nicht bedienbar.',
  );
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  await waitFor(() => expect(supportCalls()).toHaveLength(1));
  expect(supportCalls()[0]!.body).toMatchObject({ topic: 'accessibility' });
});

it('ignores a linked topic it does not know and asks for one', async () => {
  await setUpPage('de-DE');
  renderAt('/contacts/form?topic=gossip', <SupportFormPage />);
  expect(screen.getByLabelText('Worum geht es?')).toHaveDisplayValue('Bitte wählen');
});
