import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BitArray,
  BinaryBitmap,
  ChecksumException,
  Code128Reader,
  DecodeHintType,
  FormatException,
  HybridBinarizer,
  NotFoundException,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/** The first page as a scanner sees it: rendered at 300 dpi by poppler, as grey levels. */
function firstPage(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'read-codes-'));
  try {
    writeFileSync(path.join(dir, 'document.pdf'), pdf);
    const rendered = spawnSync(
      'pdftoppm',
      ['-r', '300', '-png', '-f', '1', '-l', '1', '-singlefile', 'document.pdf', 'page'],
      { cwd: dir, encoding: 'utf8' },
    );
    if (rendered.status !== 0) throw new Error(`pdftoppm failed: ${rendered.stderr}`);
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
    const grey = new Uint8ClampedArray(png.width * png.height);
    for (let pixel = 0; pixel < grey.length; pixel += 1) {
      const [r, g, b] = [png.data[pixel * 4]!, png.data[pixel * 4 + 1]!, png.data[pixel * 4 + 2]!];
      grey[pixel] = (r * 299 + g * 587 + b * 114) / 1000;
    }
    return { grey, width: png.width, height: png.height };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const unreadable = (error: unknown) =>
  [NotFoundException, FormatException, ChecksumException].some((kind) => error instanceof kind);

/** The QR code on the page, as ZXing reads it; null where it finds none it can read. */
function decodeQrCode(page: ReturnType<typeof firstPage>): string | null {
  const source = new RGBLuminanceSource(page.grey, page.width, page.height);
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  try {
    return new QRCodeReader()
      .decode(new BinaryBitmap(new HybridBinarizer(source)), hints)
      .getText();
  } catch (error) {
    if (unreadable(error)) return null;
    throw error;
  }
}

/** A white run at least this wide (pixels at 300 dpi, 1.7 mm) may be a barcode's quiet zone. */
const QUIET_ZONE = 20;

/**
 * A Code 128 barcode as a handheld scanner reads it: its line starts in the quiet zone before
 * the code, not at whatever is printed further left (the label's frame). So each row is read
 * from every white gap on. ZXing-JS 0.23's Code128Reader also needs that: it finds a start
 * pattern only among the first bars of the row it is given (its counters shrink when it slides).
 */
function decodeCode128(page: ReturnType<typeof firstPage>): string | null {
  const reader = new Code128Reader();
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  for (let y = 0; y < page.height; y += 4) {
    const black = (x: number) => page.grey[y * page.width + x]! < 128;
    let whiteRun = 0;
    for (let start = 0; start < page.width; start += 1) {
      whiteRun = black(start) ? 0 : whiteRun + 1;
      if (whiteRun !== QUIET_ZONE) continue;
      const row = new BitArray(page.width);
      for (let x = start; x < page.width; x += 1) if (black(x)) row.set(x);
      try {
        return reader.decodeRow(y, row, hints).getText();
      } catch (error) {
        if (!unreadable(error)) throw error;
      }
    }
  }
  return null;
}

/** The Code 128 barcode and the QR code on a document's first page, read back with ZXing. */
export function readCodes(pdf: Buffer): { code128: string | null; qrCode: string | null } {
  const page = firstPage(pdf);
  return { code128: decodeCode128(page), qrCode: decodeQrCode(page) };
}
