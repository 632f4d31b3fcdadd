import PDFDocument from 'pdfkit';
import type { Locale } from '@account/contracts';
import type { ReturnAddress } from '../../../domain/orders/shop-accounts';
import type { RegisteredReturn } from '../../../domain/orders/return-order';
import { font, registerFonts, text } from '../../documents/pdf-fonts';

export interface ReturnLabel {
  locale: Locale;
  orderNumber: string;
  registered: RegisteredReturn;
  /** The customer, as on the order's delivery address. */
  sender: string[];
  to: ReturnAddress;
}

/** Swiss German writes "ss" for "ß". */
const local = (locale: Locale, text: string) =>
  locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text;

export const returnLabelFilename = (code: string) => `Ruecksendeschein-${code}.pdf`;

/**
 * The return label of the confirmation mail (pdfkit, A4, Noto Sans embedded): the returns
 * centre's address to stick on the parcel, the return code the warehouse scans, the sender and
 * the items, so the parcel can be matched without the customer writing anything.
 */
export function returnLabelPdf(label: ReturnLabel): Promise<Buffer> {
  const { registered, to } = label;
  const t = (text: string) => local(label.locale, text);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Rücksendeschein ${registered.code}`, Author: to.recipient },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  font(doc, 'bold').fontSize(20).text(t('Rücksendeschein'));
  font(doc, 'regular').fontSize(11).text(`Bestellung ${label.orderNumber}`).moveDown();

  // The address field, framed to cut out and stick on the parcel.
  const top = doc.y;
  doc.rect(56, top, 300, 130).lineWidth(1.5).stroke();
  doc.fontSize(9).text(t('An'), 68, top + 10);
  text(
    doc.fontSize(13),
    'bold',
    [to.recipient, to.department, to.street, `${to.zipCode} ${to.city}`, to.country].join('\n'),
    68,
    top + 24,
  );
  font(doc, 'regular')
    .fontSize(9)
    .text(t('Rücksendecode'), 372, top + 10);
  doc
    .font('Courier-Bold')
    .fontSize(16)
    .text(registered.code, 372, top + 24, { width: 170 });
  doc.y = top + 150;
  doc.x = 56;

  font(doc, 'regular').fontSize(9).text(t('Absender'));
  text(doc.fontSize(11), 'regular', label.sender.join('\n')).moveDown();

  font(doc, 'bold').fontSize(12).text(t('Inhalt der Rücksendung')).moveDown(0.3);
  font(doc, 'regular').fontSize(11);
  for (const item of registered.items)
    text(doc, 'regular', `${item.quantity} × ${item.title} (Art.-Nr. ${item.sku})`);
  doc.moveDown();
  doc.text(
    t(
      'So geht es: Drucken Sie diesen Schein aus, legen Sie ihn zu den Artikeln ins Paket und kleben Sie das Adressfeld gut sichtbar auf das Paket. Die Rücksendung ist für Sie kostenlos. Sobald das Paket bei uns eingetroffen ist, erstatten wir den Betrag über die Zahlungsart Ihrer Bestellung.',
    ),
  );
  doc.end();
  return done;
}
