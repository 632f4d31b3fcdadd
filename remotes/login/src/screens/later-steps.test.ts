import { i18n, initI18n } from '@account/i18n';
import { NS, registerCatalogue } from '../i18n';
import { ForgotPasswordPage, PasswordStep } from './later-steps';

beforeAll(async () => {
  await initI18n('de-DE');
  registerCatalogue();
});

it('paints the username step without the later steps’ texts', () => {
  expect(i18n.t('username.label', { ns: NS })).toBe('E-Mail-Adresse oder Kundennummer');
  expect(i18n.exists('password.label', { ns: NS })).toBe(false);
});

it('registers the later steps’ texts before a later step renders', async () => {
  await PasswordStep.prefetch();
  expect(i18n.t('password.label', { ns: NS })).toBe('Passwort');
  await ForgotPasswordPage.prefetch();
  expect(i18n.t('createAccount.street', { ns: NS, lng: 'de-CH' })).toBe('Strasse');
});
