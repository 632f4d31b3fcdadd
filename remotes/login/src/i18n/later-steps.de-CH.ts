import type { DeepPartial } from '@account/i18n';
import type { LoginLaterStepsCatalogue } from './later-steps.de-DE';

/** The Swiss shop's texts of the later steps (later-steps.de-DE.ts): "ss", e-mail addresses only. */
export const loginLaterSteps: DeepPartial<LoginLaterStepsCatalogue> = {
  createAccount: {
    street: 'Strasse',
    required: { street: 'Bitte geben Sie Ihre Strasse ein.' },
    invalid: { street: 'Bitte geben Sie Ihre Strasse ohne Sonderzeichen ein.' },
  },
  forgotPassword: {
    intro:
      'Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  },
};
