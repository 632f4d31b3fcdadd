import { addCatalogue, type Catalogue } from '@account/i18n';

/** Texts of the component catalogue (development only); sample content reads like the shop's. */
const de = {
  title: 'Komponentenkatalog',
  intro:
    'Jede Komponente des Design-Systems in ihren Zuständen. Nur außerhalb der Produktion erreichbar.',
  sections: {
    colours: 'Farben',
    type: 'Schriftgrößen',
    buttons: 'Schaltflächen',
    fields: 'Formularfelder',
    notices: 'Hinweise',
    badges: 'Status',
    cards: 'Karten',
    stepper: 'Sendungsverlauf',
    table: 'Tabelle',
    states: 'Laden, leer, Fehler',
    modal: 'Dialog',
    icons: 'Symbole',
  },
  sample: {
    primary: 'Weiter',
    secondary: 'Abbrechen',
    tertiary: 'Mehr anzeigen',
    destructive: 'Jetzt stornieren',
    busy: 'Wird gesendet',
    inactive: 'Nicht verfügbar',
    link: 'Passwort vergessen?',
    email: 'E-Mail-Adresse',
    emailHint: 'z. B. name@example.de',
    emailError: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    password: 'Passwort',
    newsletter: 'Newsletter abonnieren',
    switchLabel: 'Persönliche Empfehlungen',
    switchHint: 'Empfehlungen nach den Artikeln, die Sie angesehen haben.',
    switchOn: 'Aktiv',
    switchOff: 'Nicht aktiv',
    reasonLegend: 'Warum möchten Sie die Bestellung stornieren?',
    reasonError: 'Bitte wählen Sie einen Grund aus.',
    reasonA: 'Versehentlich bestellt',
    reasonB: 'Anderer Grund',
    sort: 'Sortieren nach Fälligkeit',
    sortDesc: 'Späteste Fälligkeit zuerst',
    sortAsc: 'Früheste Fälligkeit zuerst',
    info: 'Zu dieser Bestellung ist eine Rücksendung bei uns eingegangen.',
    success: 'Ihre Rücksendung ist angemeldet.',
    warning: 'Mindestens eine Rechnung ist überfällig.',
    error: 'Die Bestellung konnte nicht storniert werden.',
    cardTitle: 'Bestellung 71010001',
    cardBody: 'Bestellt am 26.11.2026, Gesamtbetrag 42,90 €',
    plainCard: 'Ihre Kundennummer',
    plainCardBody: '10012345',
    tableCaption: 'Ihre offenen Rechnungen',
    invoice: 'Rechnungsnummer',
    dueDate: 'Fällig am',
    amount: 'Offener Betrag',
    status: 'Status',
    open: 'Offen',
    overdue: 'Überfällig',
    emptyTitle: 'Sie haben noch keine Bestellungen',
    emptyBody: 'Sobald Sie bei uns bestellen, finden Sie Ihre Bestellungen hier.',
    loadError: 'Ihre Bestellungen konnten gerade nicht geladen werden.',
    openModal: 'Dialog öffnen',
    modalTitle: 'Bestellung 71010001 stornieren',
    modalBody: 'Wählen Sie einen Grund, bevor Sie stornieren.',
    openStepUp: 'Passwort-Abfrage öffnen',
  },
};

const catalogue: Catalogue<typeof de> = {
  'de-DE': de,
  'de-AT': {},
  'de-CH': {
    intro:
      'Jede Komponente des Design-Systems in ihren Zuständen. Nur ausserhalb der Produktion erreichbar.',
  },
};

export const CATALOGUE_NS = 'devCatalogue';
addCatalogue(CATALOGUE_NS, catalogue);
