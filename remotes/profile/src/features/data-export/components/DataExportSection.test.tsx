import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@account/config';
import type { DataExportState, Locale, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter, Route, Routes } from '@account/router';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { registerCatalogue } from '../../../i18n';
import { DataExportPage } from './DataExportPage';
import { DataExportSection } from './DataExportSection';

const services = mockServices(answer('logging', 'log', undefined));

const state = (status: DataExportState['status']): DataExportState => ({
  status,
  requestedAt: status === 'NONE' ? null : '2026-11-27T06:00:00.000Z',
  mailedAt: status === 'MAILED' ? '2026-11-27T06:00:02.000Z' : null,
});

async function renderAt(locale: Locale, path: string) {
  setRuntimeConfig(
    { environment: 'local', shops: {}, services: {}, flags: {} } as unknown as RuntimeConfig,
    locale,
  );
  configureTestServices(locale);
  await initI18n(locale);
  registerCatalogue();
  window.history.pushState({}, '', path);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/my-profile" element={<DataExportSection />} />
        <Route path="/data-export" element={<DataExportPage />} />
      </Routes>
    </BrowserRouter>,
  );
}

it('requests the export, shows it requested, then that the mail is sent', async () => {
  services.use(
    answer('customer', 'dataExport', state('NONE'), { once: true }),
    answer('customer', 'requestDataExport', state('REQUESTED')),
    answer('customer', 'dataExport', state('MAILED')),
  );
  await renderAt('de-DE', '/my-profile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Daten anfordern' }));
  // The button is gone while the job runs: the focused notice holds the focus, not the body.
  const requested = await screen.findByRole('status');
  expect(requested).toHaveTextContent(/Ihre Anfrage ist eingegangen/);
  expect(requested).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Daten anfordern' })).toBeNull();
  expect(
    await screen.findByText(/eine E-Mail mit dem Link.*48 Stunden gültig/, {}, { timeout: 4000 }),
  ).toBeVisible();
  expect(screen.getByRole('status')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Neuen Link anfordern' })).toBeVisible();
  expect(services.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});

it('tells where an earlier request stands without taking the focus from the page', async () => {
  services.use(answer('customer', 'dataExport', state('MAILED')));
  await renderAt('de-DE', '/my-profile');
  expect(await screen.findByText(/eine E-Mail mit dem Link/)).toBeVisible();
  expect(screen.queryByRole('status')).toBeNull();
  expect(document.body).toHaveFocus();
});

it('says when the day’s requests are used up, and when the request failed', async () => {
  services.use(
    answer('customer', 'dataExport', state('NONE')),
    answer('customer', 'requestDataExport', failWith(429, 'TOO_MANY_REQUESTS'), { once: true }),
    answer('customer', 'requestDataExport', failWith(503)),
  );
  await renderAt('de-CH', '/my-profile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Daten anfordern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/schon mehrere Kopien angefordert/);
  await user.click(screen.getByRole('button', { name: 'Neuen Link anfordern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ihre Anfrage konnte gerade nicht bearbeitet werden.',
  );
});

it('downloads the file with the link’s token and confirms it', async () => {
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((file: Blob) => {
    saved.push(file);
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  services.use(
    answer(
      'customer',
      'downloadDataExport',
      ({ query }) =>
        query.get('token') === 'abc'
          ? new Response('PK', { headers: { 'content-type': 'application/zip' } })
          : failWith(404, 'NOT_FOUND'),
      { once: true },
    ),
    answer('customer', 'downloadDataExport', failWith(404, 'NOT_FOUND')),
  );
  await renderAt('de-AT', '/data-export?token=abc');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'ZIP-Datei herunterladen' }));
  expect(await screen.findByText(/Ihre Daten wurden heruntergeladen/)).toBeVisible();
  expect(screen.getByRole('status')).toHaveFocus();
  expect(saved).toHaveLength(1);
  expect(services.calls.find((call) => call.path.endsWith('/download'))?.query.get('token')).toBe(
    'abc',
  );
});

it('drops the token from the address at once, and still downloads with it', async () => {
  services.use(
    answer('customer', 'downloadDataExport', ({ query }) =>
      query.get('token') === 'abc'
        ? new Response('PK', { headers: { 'content-type': 'application/zip' } })
        : failWith(404, 'NOT_FOUND'),
    ),
  );
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await renderAt('de-DE', '/data-export?token=abc&utm_source=mail');
  const button = await screen.findByRole('button', { name: 'ZIP-Datei herunterladen' });
  expect(window.location.pathname).toBe('/data-export');
  expect(window.location.search).toBe('?utm_source=mail');
  await userEvent.setup().click(button);
  expect(await screen.findByText(/Ihre Daten wurden heruntergeladen/)).toBeVisible();
});

it('names a used, expired or foreign link and leads back to the privacy centre', async () => {
  services.use(answer('customer', 'downloadDataExport', failWith(404, 'NOT_FOUND')));
  await renderAt('de-DE', '/data-export?token=used');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'ZIP-Datei herunterladen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/abgelaufen, wurde schon verwendet/);
  expect(document.activeElement).toContainElement(screen.getByRole('alert'));
  expect(screen.getByRole('link', { name: 'Zu Datenschutz & Einwilligungen' })).toHaveAttribute(
    'href',
    '/privacy-centre',
  );
});
