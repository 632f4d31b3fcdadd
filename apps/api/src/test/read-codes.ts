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
import { scanPage, type ScannedPage } from './scan-page';

const unreadable = (error: unknown) =>
  [NotFoundException, FormatException, ChecksumException].some((kind) => error instanceof kind);

/** The QR code on the page, as ZXing reads it; null where it finds none it can read. */
function decodeQrCode(page: ScannedPage): string | null {
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
function decodeCode128(page: ScannedPage): string | null {
  const reader = new Code128Reader();
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  for (let y = 0; y < page.height; y += 4) {
    const black = (x: number) => page.grey[y * page.width + x]! < 128;
    const wholeRow = new BitArray(page.width);
    for (let x = 0; x < page.width; x += 1) if (black(x)) wholeRow.set(x);
    const words = wholeRow.getBitArray();
    let whiteRun = 0;
    for (let start = 0; start < page.width; start += 1) {
      whiteRun = black(start) ? 0 : whiteRun + 1;
      if (whiteRun !== QUIET_ZONE) continue;
      // The row from this gap on: whatever lies before it is white (a copy of 32-bit words, not
      // the row drawn anew for every gap).
      const fromGap = words.slice();
      fromGap.fill(0, 0, start >> 5);
      fromGap[start >> 5]! &= ~((1 << (start & 31)) - 1);
      const row = new BitArray(page.width, fromGap);
      try {
        return reader.decodeRow(y, row, hints).getText();
      } catch (error) {
        if (!unreadable(error)) throw error;
      }
    }
  }
  return null;
}

/**
 * The Code 128 barcode and the QR code on a document's first page, read back with ZXing. Each is
 * decoded when it is read: a 300 dpi page costs seconds of CPU per code, which on CI's two busy
 * cores pushed tests that only look at the barcode past their timeout.
 */
export function readCodes(pdf: Buffer): { code128: string | null; qrCode: string | null } {
  const page = scanPage(pdf);
  return {
    get code128() {
      return decodeCode128(page);
    },
    get qrCode() {
      return decodeQrCode(page);
    },
  };
}
