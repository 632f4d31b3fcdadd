import { addCatalogue, type Catalogue } from '@account/i18n';
import { NS } from './index';
import { loginLaterSteps as de, type LoginLaterStepsCatalogue } from './later-steps.de-DE';
import { loginLaterSteps as ch } from './later-steps.de-CH';

/** The later steps' texts (Austria uses the German ones), merged into the login namespace. */
export const laterStepsCatalogue: Catalogue<LoginLaterStepsCatalogue> = {
  'de-DE': de,
  'de-AT': {},
  'de-CH': ch,
};

export function registerLaterStepsCatalogue(): void {
  addCatalogue(NS, laterStepsCatalogue);
}
