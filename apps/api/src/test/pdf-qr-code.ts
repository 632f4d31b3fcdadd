import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { PNG } from 'pngjs';

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

/** 300 dpi, as a scanner reads a printed page; A4 is 3508 pixels high at this resolution. */
const DPI = 300;
const A4_HEIGHT = Math.round((297 / 25.4) * DPI);
/** A QR-bill's payment part with receipt fills the bottom 105 mm of an A4 page. */
const PAYMENT_PART_HEIGHT = Math.round((105 / 25.4) * DPI);

/**
 * The text of the QR code in the payment part of an A4 page (its bottom 105 mm), read as a
 * scanner reads the printed slip: rendered at 300 dpi by poppler, decoded by ZXing. Null when
 * there is no QR code.
 */
export function qrCodeInPaymentPart(pdf: Buffer, page: number): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-qr-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    // prettier-ignore
    const rendered = spawnSync('pdftoppm', [
      '-r', String(DPI), '-png', '-singlefile', '-f', String(page), '-l', String(page),
      '-y', String(A4_HEIGHT - PAYMENT_PART_HEIGHT), '-H', String(PAYMENT_PART_HEIGHT),
      file, path.join(dir, 'page'),
    ]);
    if (rendered.status !== 0) throw new Error(`pdftoppm failed: ${rendered.stderr}`);
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
    const luminance = new Uint8ClampedArray(png.width * png.height);
    for (let pixel = 0; pixel < luminance.length; pixel += 1) {
      const [r, g, b] = png.data.subarray(pixel * 4, pixel * 4 + 3);
      luminance[pixel] = (r! * 299 + g! * 587 + b! * 114) / 1000;
    }
    const bitmap = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(luminance, png.width, png.height)),
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
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
