/** Texts of the login area; message keys as in spec section 8. */
export const login = {
  title: 'Anmelden',
  intro: 'Melden Sie sich an, um Ihre Bestellungen und Daten zu sehen.',
  username: {
    label: 'E-Mail-Adresse oder Kundennummer',
    hint: 'Ihre Kundennummer finden Sie auf jeder Rechnung.',
    required: 'Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.',
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse oder Kundennummer ein.',
    submit: 'Weiter',
  },
  password: {
    label: 'Passwort',
    required: 'Bitte geben Sie Ihr Passwort ein.',
    submit: 'Anmelden',
    loggedInAs: 'Anmelden als',
    changeUsername: 'Ändern',
    stayLoggedIn: 'Angemeldet bleiben',
    show: 'Passwort anzeigen',
    hide: 'Passwort verbergen',
  },
  emailUnknown: 'Zu dieser E-Mail-Adresse gibt es noch kein Kundenkonto. Bitte prüfen Sie Ihre Eingabe.',
  noCredentials:
    'Für dieses Kundenkonto ist noch kein Passwort hinterlegt. Bitte wenden Sie sich an unseren Kundenservice: {{phone}}.',
  NotAuthorizedException: 'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt.',
  failedNotAllowedForCountryCode:
    'Ihr Kundenkonto ist bei unserem Shop in {{country}} registriert. Bitte melden Sie sich dort an.',
  countries: { DE: 'Deutschland', AT: 'Österreich', CH: 'der Schweiz' },
  genericError: 'Da hat etwas nicht geklappt... Bitte versuchen Sie es noch einmal.',
  wrongCustomer: 'Die Anmeldung passt nicht zu der eingegebenen E-Mail-Adresse bzw. Kundennummer. Bitte melden Sie sich erneut an.',
  wrongAccountNumber: 'Diese Kundennummer ist uns nicht bekannt. Bitte prüfen Sie Ihre Eingabe.',
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Bitte melden Sie sich über die Anmeldeseite an.',
    action: 'Zur Anmeldung',
  },
};

export type LoginCatalogue = typeof login;
