import { localeOfCountry, type Locale, type Order } from '@account/contracts';
import type { Customer } from '../../../db/schema';
import { returnAddressOf, type ReturnAddress } from '../../../domain/shops/shop-records';
import type { RegisteredReturn } from '../../../domain/orders/return-order';
import { carriers } from '../../../domain/returns/carriers';
import { accessiblePdf, artifact, tagged } from '../../documents/accessible-pdf';
import { code128, qrCodePng } from '../../documents/barcodes';
import { font, text } from '../../documents/pdf-fonts';

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
 * The label of a return of the customer's order: in the customer's shop, from the order's
 * delivery address to the shop's returns centre (orders are placed, and returned, in the
 * customer's own shop).
 */
export function returnLabelOf(
  customer: Customer,
  order: Order,
  registered: RegisteredReturn,
): ReturnLabel {
  const delivery = order.deliveryAddress;
  return {
    locale: localeOfCountry[customer.country_code],
    orderNumber: order.number,
    registered,
    sender: [
      `${delivery.firstName} ${delivery.lastName}`,
      `${delivery.street} ${delivery.streetNumber}`,
      ...(delivery.addressAddition ? [delivery.addressAddition] : []),
      `${delivery.zipCode} ${delivery.city}`,
    ],
    to: returnAddressOf(customer.country_code),
  };
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const PAD = 14;
/** One barcode module in points: bars of 0.46 mm, which parcel scanners read off paper and screens. */
const MODULE = 1.3;

/**
 * The return label (A4, tagged PDF/UA in the shop's language, Noto Sans embedded): the framed
 * label to stick on the parcel with the carrier, its prepaid mark, sender and returns centre and
 * the parcel number as a Code 128 barcode with the number readable below it; the QR code for a
 * return without printer where the carrier offers one; then the items and what to do. Sent with
 * the confirmation mail and downloaded again from the order while the return is open.
 */
export async function returnLabelPdf(label: ReturnLabel): Promise<Buffer> {
  const { registered, to } = label;
  const carrier = carriers[registered.carrier];
  const number = carrier.parcelNumbers.readable(registered.parcelNumber);
  const t = (content: string) => local(label.locale, content);
  const [barcode, qrCode] = await Promise.all([
    code128(registered.parcelNumber),
    carrier.labelFreeReturn ? qrCodePng(registered.parcelNumber) : null,
  ]);
  const { doc, root, finish } = accessiblePdf({
    locale: label.locale,
    title: t(`Rücksendeschein ${registered.code}`),
    author: to.recipient,
    margin: MARGIN,
  });

  tagged(doc, root, 'H1', () => font(doc, 'bold').fontSize(20).text(t('Rücksendeschein')));
  tagged(doc, root, 'P', () =>
    font(doc, 'regular')
      .fontSize(10)
      .text(t(`Bestellung ${label.orderNumber} · Rücksendecode ${registered.code}`)),
  );

  // The label itself, framed to cut out and stick on the parcel.
  const top = doc.y + 12;
  const left = MARGIN + PAD;
  const inner = WIDTH - 2 * PAD;
  const markWidth = 170;
  const markLeft = MARGIN + WIDTH - PAD - markWidth;
  const markHeight = 44;
  tagged(doc, root, 'P', () =>
    font(doc, 'bold')
      .fontSize(18)
      .text(carrier.name, left, top + PAD, { width: inner - markWidth - PAD }),
  );
  tagged(doc, root, 'P', () =>
    font(doc, 'regular')
      .fontSize(10)
      .text(carrier.product, { width: inner - markWidth - PAD }),
  );
  const mark = t(carrier.prepaidMark);
  font(doc, 'bold').fontSize(11);
  const markText = doc.heightOfString(mark, { width: markWidth - 12, align: 'center' });
  artifact(doc, () =>
    doc
      .rect(markLeft, top + PAD, markWidth, markHeight)
      .lineWidth(1.5)
      .stroke(),
  );
  tagged(doc, root, 'P', () =>
    doc.text(mark, markLeft + 6, top + PAD + (markHeight - markText) / 2, {
      width: markWidth - 12,
      align: 'center',
    }),
  );

  const senderTop = top + PAD + markHeight + 14;
  artifact(doc, () =>
    doc
      .moveTo(left, senderTop - 7)
      .lineTo(left + inner, senderTop - 7)
      .lineWidth(0.5)
      .stroke(),
  );
  tagged(doc, root, 'P', () =>
    font(doc, 'regular').fontSize(8).text(t('Absender'), left, senderTop),
  );
  doc.fontSize(9);
  for (const line of label.sender)
    tagged(doc, root, 'P', () => text(doc, 'regular', line, left, doc.y, { width: inner }));

  const recipient = [
    to.recipient,
    to.department,
    to.street,
    `${to.zipCode} ${to.city}`,
    to.country,
  ];
  tagged(doc, root, 'P', () =>
    font(doc, 'regular')
      .fontSize(9)
      .text(t('Empfänger'), left + 40, doc.y + 12),
  );
  doc.fontSize(14);
  for (const line of recipient)
    tagged(doc, root, 'P', () => text(doc, 'bold', line, left + 40, doc.y, { width: inner - 40 }));

  const barcodeTop = doc.y + 16;
  const barcodeWidth = barcode.modules * MODULE;
  const barcodeHeight = 64;
  tagged(
    doc,
    root,
    'Figure',
    () =>
      doc.image(barcode.png, MARGIN + (WIDTH - barcodeWidth) / 2, barcodeTop, {
        width: barcodeWidth,
        height: barcodeHeight,
      }),
    { alt: t(`Strichcode der Sendungsnummer ${number}`) },
  );
  tagged(doc, root, 'P', () =>
    font(doc, 'bold')
      .fontSize(12)
      .text(t(`Sendungsnummer ${number}`), MARGIN, barcodeTop + barcodeHeight + 6, {
        width: WIDTH,
        align: 'center',
      }),
  );
  const bottom = doc.y + PAD;
  artifact(doc, () =>
    doc
      .rect(MARGIN, top, WIDTH, bottom - top)
      .lineWidth(1.5)
      .stroke(),
  );
  artifact(doc, () =>
    font(doc, 'regular')
      .fontSize(7)
      .fillColor('#555555')
      .text(t('Ausschneiden und gut sichtbar auf das Paket kleben'), MARGIN, bottom + 3, {
        width: WIDTH,
        align: 'right',
      })
      .fillColor('black'),
  );
  doc.y = bottom + 24;

  if (qrCode && carrier.labelFreeReturn) {
    const qrTop = doc.y;
    const qrSize = 96;
    const textLeft = MARGIN + qrSize + 16;
    tagged(doc, root, 'H2', () =>
      font(doc, 'bold').fontSize(12).text(t('Rückgabe ohne Drucker'), textLeft, qrTop),
    );
    tagged(doc, root, 'Figure', () => doc.image(qrCode, MARGIN, qrTop, { width: qrSize }), {
      alt: t(`QR-Code für die Rückgabe ohne Drucker, Sendungsnummer ${number}`),
    });
    tagged(doc, root, 'P', () =>
      font(doc, 'regular')
        .fontSize(10)
        .text(t(carrier.labelFreeReturn ?? ''), textLeft, doc.y + 2, {
          width: WIDTH - qrSize - 16,
        }),
    );
    doc.y = Math.max(doc.y, qrTop + qrSize) + 16;
  }

  tagged(doc, root, 'H2', () =>
    font(doc, 'bold').fontSize(12).text(t('Inhalt der Rücksendung'), MARGIN, doc.y),
  );
  doc.moveDown(0.3).fontSize(10);
  for (const item of registered.items) {
    const line = `${item.quantity} × ${item.title} (Art.-Nr. ${item.sku})`;
    tagged(doc, root, 'P', () => text(doc, 'regular', line, MARGIN, doc.y, { width: WIDTH }));
  }
  doc.moveDown();
  const howTo = t(
    `So geht es: Legen Sie diesen Schein zu den Artikeln ins Paket, kleben Sie das ausgeschnittene Adressfeld gut sichtbar auf das Paket und geben Sie es ${carrier.dropOff} ab. Das Porto zahlen wir: Die Rücksendung ist für Sie kostenlos. Sobald das Paket bei uns eingetroffen ist, erstatten wir den Betrag über die Zahlungsart Ihrer Bestellung.`,
  );
  tagged(doc, root, 'P', () =>
    font(doc, 'regular').fontSize(10).text(howTo, MARGIN, doc.y, { width: WIDTH }),
  );
  return finish();
}
