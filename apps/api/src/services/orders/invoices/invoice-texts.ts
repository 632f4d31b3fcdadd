import type { Locale } from '@account/contracts';

/**
 * The invoice's German texts. The payment terms are the account's (spec section 9, the orders
 * area's "Zahlungsbedingungen"): the Swiss shop words them its own way, the Austrian one says
 * "Bankeinzug", and Swiss German writes "ss" for "ß".
 */
const base = {
  title: 'Rechnung',
  invoiceNumber: 'Rechnungsnummer',
  issuedOn: 'Rechnungsdatum',
  deliveredOn: 'Lieferdatum',
  deliveryPending: 'entspricht dem Rechnungsdatum',
  orderNumber: 'Bestellnummer',
  customerNumber: 'Kundennummer',
  dueDate: 'Fällig am',
  billTo: 'Rechnungsadresse',
  seller: 'Verkäufer',
  position: 'Pos.',
  article: 'Artikel',
  articleNo: 'Art.-Nr.',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  net: 'Netto',
  tax: 'USt',
  rate: 'Satz',
  gross: 'Brutto',
  shipping: 'Versandkosten',
  proportional: 'anteilig',
  ratesTitle: 'Summen je Steuersatz',
  totalNet: 'Summe netto',
  totalTax: 'Summe USt',
  total: 'Rechnungsbetrag',
  // The rounding rule: VAT per rate from the gross sum of the rate (vat-figures.ts), so the
  // lines' rounded VAT may differ from the rate's by a cent; an accountant reads why here.
  roundingNote:
    'Die Umsatzsteuer ist je Steuersatz aus der Summe der Bruttobeträge berechnet; die Steuerbeträge der Zeilen sind gerundet und können daher um einen Cent von der Summe abweichen.',
  paymentTitle: 'Zahlung',
  paymentType: { INVOICE: 'Rechnung', DIRECT_DEBIT: 'Lastschrift' },
  terms: {
    INVOICE: 'Kauf auf Rechnung: Bitte zahlen Sie innerhalb von 14 Tagen nach Erhalt der Ware.',
    DIRECT_DEBIT: 'Lastschrift: Wir buchen den Betrag 5 Tage nach Versand von Ihrem Konto ab.',
  },
  transfer: 'Bitte überweisen Sie den Betrag auf unser Konto:',
  recipient: 'Empfänger',
  iban: 'IBAN',
  bic: 'BIC',
  bankName: 'Bank',
  reference: 'Verwendungszweck',
  // The pre-notification (SEPA): amount and debit date, mandate and creditor identifier.
  // The amount is the invoice's less its credit notes: "Betrag", not "Rechnungsbetrag".
  debitNotice: 'Wir ziehen den Betrag von {amount} am {date} von Ihrem Konto ein.',
  mandateReference: 'Mandatsreferenz',
  creditorId: 'Gläubiger-Identifikationsnummer',
  thanks: 'Vielen Dank für Ihren Einkauf!',
  // Below the total once credit notes were issued against the invoice (invoice-credits.ts).
  credited: 'Bereits gutgeschrieben:',
  creditNote: 'Gutschrift {number} vom {date}',
  stillToPay: 'Noch zu zahlen',
  transferRest: 'Bitte überweisen Sie den noch zu zahlenden Betrag von {amount} auf unser Konto:',
};

export type InvoiceTexts = typeof base;

const overrides: Record<Locale, (texts: InvoiceTexts) => InvoiceTexts> = {
  'de-DE': (texts) => texts,
  'de-AT': (texts) => ({
    ...texts,
    paymentType: { ...texts.paymentType, DIRECT_DEBIT: 'Bankeinzug' },
    terms: {
      ...texts.terms,
      DIRECT_DEBIT: 'Bankeinzug: Wir buchen den Betrag 5 Tage nach Versand von Ihrem Konto ab.',
    },
  }),
  'de-CH': (texts) => ({
    ...texts,
    tax: 'MWST',
    totalTax: 'Summe MWST',
    roundingNote:
      'Die MWST ist je Steuersatz aus der Summe der Bruttobeträge berechnet; die Steuerbeträge der Zeilen sind gerundet und können daher um einen Rappen von der Summe abweichen.',
    // The creditor reference, as the QR-bill's payment part calls it.
    reference: 'Referenz',
    // No SEPA direct debit in francs: the debit under the customer's authorisation (LSV+).
    debitNotice: 'Wir belasten den Betrag von {amount} am {date} Ihrem Konto.',
    terms: {
      INVOICE: 'Kauf auf Rechnung: Zahlbar innert 14 Tagen nach Erhalt der Ware.',
      DIRECT_DEBIT:
        'Lastschrift: Die Belastung Ihres Kontos erfolgt frühestens 14 Tage nach Versand.',
    },
  }),
};

const swiss = <T>(value: T): T =>
  typeof value === 'string'
    ? (value.replaceAll('ß', 'ss') as T)
    : (Object.fromEntries(
        Object.entries(value as object).map(([key, entry]) => [key, swiss(entry)]),
      ) as T);

export function invoiceTexts(locale: Locale): InvoiceTexts {
  const texts = overrides[locale](base);
  return locale === 'de-CH' ? swiss(texts) : texts;
}
