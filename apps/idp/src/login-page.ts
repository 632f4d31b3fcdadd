import type { TestAccount } from './accounts';
import { escape } from './http';

/** Demo customers of the seed, one click away; any other address can be typed in. */
const PRESETS: TestAccount[] = [
  { email: 'max.mustermann@example.de', firstName: 'Max', lastName: 'Mustermann' },
  { email: 'anna.huber@example.at', firstName: 'Anna', lastName: 'Huber' },
  { email: 'luca.meier@example.ch', firstName: 'Luca', lastName: 'Meier' },
];

const PROVIDER_NAMES: Record<string, string> = {
  apple: 'Apple',
  google: 'Google',
  facebook: 'Facebook',
};

const STYLE = `
  body { font: 19px/1.4 system-ui, sans-serif; color: #0b0c0c; margin: 0; }
  main { max-width: 560px; margin: 0 auto; padding: 24px 16px; }
  .banner { background: #fff7bf; border-left: 5px solid #ffdd00; padding: 12px 16px; margin-bottom: 24px; }
  label { display: block; font-weight: 700; margin: 16px 0 4px; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: 6px; border: 2px solid #0b0c0c; }
  input:focus, button:focus { outline: 3px solid #ffdd00; outline-offset: 0; box-shadow: inset 0 0 0 2px #0b0c0c; }
  button { font: inherit; padding: 8px 12px; margin: 24px 8px 0 0; border: 0; cursor: pointer; }
  .primary { background: #00703c; color: #fff; box-shadow: 0 2px 0 #002d18; }
  .secondary { background: #f3f2f1; color: #0b0c0c; box-shadow: 0 2px 0 #929191; }
  ul { padding: 0; list-style: none; }
  li button { margin-top: 8px; }
  .choice { display: flex; gap: 8px; align-items: center; margin-top: 16px; font-weight: 400; }
  .choice input { width: auto; }
`;

/** A choice the real provider offers on its consent page, e.g. Apple's "hide my e-mail". */
export interface ProviderChoice {
  name: string;
  label: string;
}

export interface LoginPageOptions {
  /** Where the form posts: the provider mode's own step for this request. */
  action: string;
  /** apple, google or facebook. */
  clientId: string;
  choices?: ProviderChoice[];
}

/** The provider's login and consent in one German page, as the test stand-in for the real ones. */
export function loginPage({ action, clientId, choices = [] }: LoginPageOptions): string {
  const provider = PROVIDER_NAMES[clientId] ?? clientId;
  const choiceFields = choices
    .map(
      (choice) =>
        `<label class="choice"><input type="checkbox" name="${escape(choice.name)}" value="1">${escape(choice.label)}</label>`,
    )
    .join('');
  const presets = PRESETS.map(
    (p) => `<li><form method="post" action="${escape(action)}">
      <input type="hidden" name="email" value="${escape(p.email)}"><input type="hidden" name="firstName" value="${escape(p.firstName)}"><input type="hidden" name="lastName" value="${escape(p.lastName)}">
      <button class="secondary" type="submit">Als ${escape(`${p.firstName} ${p.lastName}`)} (${escape(p.email)}) anmelden</button></form></li>`,
  ).join('');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anmelden mit ${escape(provider)} (Test-Anbieter)</title><style>${STYLE}</style></head>
<body><main>
<p class="banner">Lokaler Test-Anbieter: Er ersetzt ${escape(provider)} auf diesem Rechner. Es wird kein echtes Konto verwendet.</p>
<h1>Anmelden mit ${escape(provider)}</h1>
<form method="post" action="${escape(action)}">
  <label for="email">E-Mail-Adresse</label><input id="email" name="email" type="email" autocomplete="email" required>
  <label for="firstName">Vorname</label><input id="firstName" name="firstName" autocomplete="given-name" required>
  <label for="lastName">Nachname</label><input id="lastName" name="lastName" autocomplete="family-name" required>
  ${choiceFields}
  <button class="primary" type="submit">Anmelden und Zugriff erlauben</button>
  <button class="secondary" type="submit" name="cancel" value="1" formnovalidate>Abbrechen</button>
</form>
<h2>Demo-Kunden</h2>
<ul>${presets}</ul>
</main></body></html>`;
}
