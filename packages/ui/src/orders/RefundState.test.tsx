import { cleanup, render } from '@testing-library/react';
import type { OrderRefund } from '@account/contracts';
import { i18n, initI18n } from '@account/i18n';
import { RefundState } from './RefundState';

const issued: OrderRefund = {
  returnCode: 'R71010009-1',
  state: 'REFUND_ISSUED',
  amount: 129,
  currency: 'EUR',
  method: 'INVOICE',
  issuedAt: '2026-11-28T09:30:00.000Z',
  since: '2026-11-28T09:30:00.000Z',
};

const textOf = (refund: OrderRefund, timeZone = 'Europe/Berlin') =>
  render(<RefundState refund={refund} timeZone={timeZone} />).container.textContent?.replace(
    /\u00a0/g,
    ' ',
  );

beforeAll(() => initI18n('de-DE'));

it('says when the money went back, how much and where, as the issue words it', () => {
  expect(textOf(issued)).toBe('Erstattung veranlasst am 28.11.2026, 129,00 € auf Ihre Rechnung');
  expect(textOf({ ...issued, method: 'ACCOUNT' })).toMatch(/129,00 € auf Ihr Konto$/);
});

it('names the return’s day while it is on its way, and the promise of 3 days once it arrived', () => {
  expect(textOf({ ...issued, state: 'RETURN_REGISTERED', amount: null, issuedAt: null })).toBe(
    'Rücksendung angemeldet am 28.11.2026',
  );
  expect(textOf({ ...issued, state: 'RETURN_RECEIVED', method: 'PAYPAL', issuedAt: null })).toBe(
    'Rücksendung eingetroffen am 28.11.2026. Wir erstatten Ihnen 129,00 € innerhalb von 3 Tagen auf Ihr PayPal-Konto.',
  );
});

it('dates by the shop’s calendar: half past midnight in Zurich is the next day', () => {
  expect(textOf({ ...issued, since: '2026-11-28T23:30:00.000Z' }, 'Europe/Zurich')).toMatch(
    /am 29\.11\.2026/,
  );
});

it('writes the Swiss shop’s words and amounts in francs', async () => {
  await i18n.changeLanguage('de-CH');
  expect(textOf({ ...issued, currency: 'CHF', method: 'PAYPAL' })).toBe(
    'Rückerstattung veranlasst am 28.11.2026, CHF 129.00 auf Ihr PayPal-Konto',
  );
  // Unmounted first: the language switch back re-renders nothing.
  cleanup();
  await i18n.changeLanguage('de-DE');
});
