import type { ConsentChange, ConsentTopic } from '@account/contracts';

/**
 * The German texts of Zusammenfassung.pdf, the readable summary in the data export (issue 39,
 * point 7). None holds an "ß", so the Swiss shop reads them as they are.
 */
export const SUMMARY_TEXT = {
  title: 'Ihre Datenauskunft',
  createdOn: (date: string) => `Erstellt am ${date}`,
  intro:
    'Diese Zusammenfassung zeigt, welche Daten wir zu Ihrem Kundenkonto speichern (Auskunft nach Art. 15 DSGVO). Vollständig und maschinenlesbar stehen sie in den JSON- und CSV-Dateien dieses ZIP-Archivs.',
  who: 'Wer Sie sind',
  field: 'Angabe',
  value: 'Gespeichert',
  name: 'Name',
  customerNumber: 'Kundennummer',
  email: 'E-Mail-Adresse',
  birthDate: 'Geburtsdatum',
  address: 'Adresse bei der Registrierung',
  billingAddress: 'Rechnungsadresse',
  deliveryAddress: 'Lieferadresse',
  stored: 'Was wir speichern',
  category: 'Kategorie',
  count: 'Anzahl',
  file: 'Datei',
  consents: 'Ihre Einwilligungen',
  consent: 'Einwilligung',
  state: 'Stand',
  date: 'Datum',
  noConsents: 'Sie haben keine Einwilligungen erteilt oder widerrufen.',
  orders: 'Ihre Bestellungen',
  orderNumber: 'Bestellnummer',
  placedOn: 'Bestellt am',
  total: 'Bestellwert',
  status: 'Status',
  noOrders: 'Sie haben noch nicht bei uns bestellt.',
  newestOrders: (shown: number, all: number) =>
    `Die ${shown} neuesten von ${all} Bestellungen; alle stehen in orders.json und orders.csv.`,
  yes: 'erteilt',
  no: 'nicht erteilt',
} as const;

/** What each part of customer.json holds, in the customer's words. */
export const CUSTOMER_JSON_SECTIONS = {
  profile: 'Stammdaten (Name, Kontakt, Geburtsdatum)',
  billingAddress: 'Rechnungsadresse',
  deliveryAddresses: 'Lieferadressen',
  payment: 'Zahlungsarten und Bankverbindung',
  consents: 'Einwilligungen und ihr Verlauf',
  followedCreators: 'Gefolgte Creator',
  wishlist: 'Merkzettel',
  recentlyViewed: 'Zuletzt angesehene Artikel',
  basket: 'Warenkorb',
  vouchers: 'Gutscheine',
  referralCode: 'Empfehlungscode',
  supportRequests: 'Anfragen an den Kundenservice',
  socialLogins: 'Verknüpfte Anmeldungen (Google, Apple …)',
  sessions: 'Sitzungen',
  loginHistory: 'Anmeldungen',
  passkeys: 'Passkeys',
  knownDevices: 'Bekannte Geräte',
  mails: 'E-Mails an Sie',
  dataExportRequests: 'Datenauskünfte',
} as const;

export const ORDERS_CATEGORY = 'Bestellungen mit Artikeln und Rücksendungen';
export const INVOICES_CATEGORY = 'Rechnungen';
export const ORDERS_TABLE_CATEGORY = 'Bestellungen als Tabelle, eine Zeile je Artikel';
export const INVOICES_TABLE_CATEGORY = 'Rechnungen als Tabelle';

/** How an order stands, from what orders.json holds of it. */
export const ORDER_STATE = {
  cancelled: 'Storniert',
  withdrawn: 'Widerrufen',
  delivered: 'Zugestellt',
  open: 'In Bearbeitung',
} as const;

/** The consents by the consent log's topic, and what happened to them. */
export const CONSENT_NAMES: Record<ConsentTopic, string> = {
  NEWSLETTER: 'Newsletter',
  STOCK_REMINDERS: 'Verfügbarkeits-Erinnerungen',
  MARKET_RESEARCH: 'Marktforschung',
  UPSELL_MAILS: 'Produktempfehlungen per E-Mail',
  PERSONALISED_RECOMMENDATIONS: 'Persönliche Empfehlungen',
  TRACKING: 'Tracking',
};

export const CONSENT_CHANGES: Record<ConsentChange, string> = {
  REQUESTED: 'angefragt (Bestätigung per E-Mail)',
  GRANTED: 'erteilt',
  WITHDRAWN: 'widerrufen',
  FREQUENCY_CHANGED: 'Häufigkeit geändert',
};

export const NEWSLETTER_SUBSCRIPTION = (shop: string) => `Newsletter-Abonnement (${shop})`;
export const CROSS_DEVICE_TRACKING = 'Geräteübergreifendes Tracking';

export const SUBSCRIPTION_STATES: Record<'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED', string> = {
  PENDING: 'angefragt (Bestätigung per E-Mail)',
  CONFIRMED: 'erteilt',
  UNSUBSCRIBED: 'widerrufen',
};
