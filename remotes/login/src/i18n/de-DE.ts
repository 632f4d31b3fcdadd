/** Texts of the login area; message keys as in spec section 8. */
export const login = {
  title: 'Anmelden',
  intro: 'Melden Sie sich bei {{company}} an, um Ihre Bestellungen und Daten zu sehen.',
  sessionEnded:
    'Sie wurden abgemeldet. Bitte melden Sie sich erneut an – Ihre Eingaben bleiben erhalten.',
  username: {
    label: 'E-Mail-Adresse oder Kundennummer',
    hint: 'Ihre Kundennummer finden Sie auf jeder Rechnung.',
    required: 'Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.',
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse oder Kundennummer ein.',
    submit: 'Weiter',
  },
  passkey: {
    or: 'oder',
    button: 'Mit Passkey anmelden',
    hint: 'Ohne Passwort, mit Fingerabdruck, Gesicht oder der Bildschirmsperre Ihres Geräts.',
    refused:
      'Mit diesem Passkey können wir Sie nicht anmelden. Bitte melden Sie sich mit Ihrem Passwort an.',
    unsupported:
      'Mit diesem Gerät oder Browser ist die Anmeldung mit Passkey nicht möglich. Bitte melden Sie sich mit Ihrem Passwort an.',
  },
  emailUnknown:
    'Zu dieser E-Mail-Adresse gibt es noch kein Kundenkonto. Bitte prüfen Sie Ihre Eingabe.',
  noCredentials:
    'Für dieses Kundenkonto ist noch kein Passwort hinterlegt. Bitte wenden Sie sich an unseren Kundenservice: <phone>{{phone}}</phone>.',
  NotAuthorizedException:
    'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt.',
  failedNotAllowedForCountryCode:
    'Ihr Kundenkonto ist bei {{company}} in {{country}} registriert. Bitte melden Sie sich dort an.',
  countries: { DE: 'Deutschland', AT: 'Österreich', CH: 'der Schweiz' },
  genericError: 'Da hat etwas nicht geklappt... Bitte versuchen Sie es noch einmal.',
  wrongCustomer:
    'Die Anmeldung passt nicht zu der eingegebenen E-Mail-Adresse bzw. Kundennummer. Bitte melden Sie sich erneut an.',
  wrongAccountNumber: 'Diese Kundennummer ist uns nicht bekannt. Bitte prüfen Sie Ihre Eingabe.',
  steps: {
    password: 'Anmelden',
    passwordUnknown: 'Passwort vergessen?',
    createAccount: 'Kundenkonto anlegen',
    lightAccount: 'Kundenkonto anlegen',
    doi: 'Fast geschafft',
    /** The account is made and logged in: nothing is left to do, so not "Fast geschafft" (issue 40). */
    accountCreated: 'Willkommen bei {{company}}',
    noCredentials: 'Noch kein Passwort hinterlegt',
    accountVerification: 'Konto bestätigen',
    newCustomer: 'Kundenkonto anlegen',
  },
  newCustomer: {
    prompt: 'Neu bei {{company}}?',
    link: 'Kundenkonto anlegen',
    intro: 'Geben Sie Ihre E-Mail-Adresse ein. Mit ihr melden Sie sich künftig bei uns an.',
    label: 'E-Mail-Adresse',
    required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    submit: 'Weiter',
    exists:
      'Zu {{email}} gibt es bereits ein Kundenkonto. Bitte melden Sie sich mit Ihrem Passwort an.',
  },
  forgotPasswordLink: 'Passwort vergessen?',
  socialLogin: {
    heading: 'Andere Anmeldewege',
    with: {
      APPLE: 'Mit Apple anmelden',
      GOOGLE: 'Mit Google anmelden',
      FACEBOOK: 'Mit Facebook anmelden',
    },
    names: { APPLE: 'Apple', GOOGLE: 'Google', FACEBOOK: 'Facebook' },
    signUp:
      'Zu {{email}} gibt es noch kein Kundenkonto. Wir haben Ihren Namen übernommen: Ergänzen Sie Ihre Angaben, um ein Kundenkonto anzulegen.',
    signUpWithoutPassword:
      'Zu {{email}} gibt es noch kein Kundenkonto. Wir haben Ihren Namen übernommen: Ergänzen Sie Ihre Angaben, um ein Kundenkonto anzulegen. Ein Passwort brauchen Sie nicht – Sie melden sich mit {{provider}} an.',
    emailMissing:
      '{{provider}} hat uns keine E-Mail-Adresse genannt. Geben Sie Ihre E-Mail-Adresse ein: Gibt es dazu ein Kundenkonto, melden Sie sich mit dessen Passwort an und verknüpfen es so mit {{provider}}. Sonst legen Sie ein Kundenkonto an.',
  },
  emailUnknownCreate: 'Zu {{email}} gibt es noch kein Kundenkonto. Legen Sie jetzt eines an.',
  createAccount: {
    intro: 'Ihre E-Mail-Adresse: {{email}}',
    changeEmail: 'E-Mail-Adresse ändern',
  },
  noCredentialsNumber:
    'Für dieses Kundenkonto ist noch kein Passwort hinterlegt. Bitte melden Sie sich mit Ihrer E-Mail-Adresse an oder wenden Sie sich an unseren Kundenservice: <phone>{{phone}}</phone>.',
  tooManyRequests:
    'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Bitte melden Sie sich über die Anmeldeseite an.',
    action: 'Zur Anmeldung',
  },
};

export type LoginCatalogue = typeof login;
