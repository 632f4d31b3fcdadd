import type { Locale } from '@account/contracts';

/** The credit note's German texts. */
const base = {
  title: 'Gutschrift',
  creditNoteNumber: 'Gutschriftnummer',
  issuedOn: 'Datum',
  refersTo: (invoiceNumber: string, issuedOn: string) =>
    `zur Rechnung Nr. ${invoiceNumber} vom ${issuedOn}`,
  orderNumber: 'Bestellnummer',
  customerNumber: 'Kundennummer',
  billTo: 'Rechnungsadresse',
  reason: { return: 'Grund: Rücksendung', cancellation: 'Grund: Stornierung' },
  position: 'Pos.',
  article: 'Artikel',
  articleNo: 'Art.-Nr.',
  quantity: 'Menge',
  net: 'Netto',
  rate: 'USt-Satz',
  tax: 'USt',
  gross: 'Brutto',
  shipping: 'Versandkosten',
  ratesTitle: 'Summen je Steuersatz',
  totalNet: 'Summe netto',
  totalTax: 'Summe USt',
  total: 'Gutschriftbetrag',
  settlementTitle: 'Verrechnung',
  settlement: {
    offset:
      'Der Betrag wird mit der offenen Rechnung verrechnet; ein Rest wird Ihnen auf Ihr Konto erstattet.',
    refund:
      'Der Betrag wird Ihnen über Ihre Zahlungsart erstattet, auf das Konto, von dem wir ihn abgebucht haben.',
  },
};

export type CreditNoteTexts = typeof base;

/** The Swiss shop names the tax MWST, as its invoices do. */
export function creditNoteTexts(locale: Locale): CreditNoteTexts {
  return locale === 'de-CH'
    ? { ...base, tax: 'MWST', rate: 'MWST-Satz', totalTax: 'Summe MWST' }
    : base;
}
