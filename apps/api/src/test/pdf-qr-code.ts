import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  NotFoundException,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { scanPage, SCAN_DPI } from './scan-page';

/** How many pages a PDF has, as poppler counts them. */
export function pageCount(pdf: Buffer): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-pages-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
    return Number(info.match(/^Pages:\s+(\d+)$/m)?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A4 is 3508 pixels high at the scanner's resolution. */
const A4_HEIGHT = Math.round((297 / 25.4) * SCAN_DPI);
/** A QR-bill's payment part with receipt fills the bottom 105 mm of an A4 page. */
const PAYMENT_PART_HEIGHT = Math.round((105 / 25.4) * SCAN_DPI);

/**
 * The text of the QR code in the payment part of an A4 page (its bottom 105 mm), read as a
 * scanner reads the printed slip: rendered at 300 dpi by poppler, decoded by ZXing. Null when
 * there is no QR code.
 */
export function qrCodeInPaymentPart(pdf: Buffer, page: number): string | null {
  const slip = scanPage(pdf, page, {
    top: A4_HEIGHT - PAYMENT_PART_HEIGHT,
    height: PAYMENT_PART_HEIGHT,
  });
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(slip.grey, slip.width, slip.height)),
  );
  try {
    // The code is small in the slip (46 mm of 210): ZXing finds it only when it looks harder.
    return new QRCodeReader()
      .decode(bitmap, new Map([[DecodeHintType.TRY_HARDER, true]]))
      .getText();
  } catch (error) {
    // Nothing on the page reads as a QR code; one found but unreadable fails the test.
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
