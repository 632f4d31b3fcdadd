import bwipjs from 'bwip-js';

/**
 * Barcodes as PNG images to place into a PDF (`doc.image`), drawn by bwip-js (BWIPP's encoders).
 * Black on white with a quiet zone around, at a resolution that prints sharp at the size the
 * document gives it: a scanner at a counter reads it off paper or a phone screen.
 */

const SCALE = 4;

export interface Code128 {
  png: Buffer;
  /** The code's width in modules (bars and spaces of the narrowest width), quiet zone included. */
  modules: number;
}

/**
 * A Code 128 barcode of `text` (the symbology DHL, Post AT and Swiss Post scan parcel numbers
 * in), without the text below it, which the document writes in its own font so a screen reader
 * and a copy-paste get it.
 */
export async function code128(text: string): Promise<Code128> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: SCALE,
    height: 18,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
  });
  // A PNG starts with its IHDR chunk: the width is the 4 bytes at 16.
  return { png, modules: png.readUInt32BE(16) / SCALE };
}

/** A QR code of `text` (BWIPP's default error correction, M), with a quiet zone around it. */
export function qrCodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'qrcode',
    text,
    scale: 8,
    padding: 4,
    backgroundcolor: 'FFFFFF',
  });
}
