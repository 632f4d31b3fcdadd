import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** 300 dpi, as a scanner reads a printed page; A4 is 3508 pixels high at this resolution. */
export const SCAN_DPI = 300;

/** A page as a scanner sees it: one grey level (0 black … 255 white) a pixel, row by row. */
export interface ScannedPage {
  grey: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * One page of a PDF rendered by poppler at 300 dpi in grey, or only the band of it from `top`
 * (pixels) of `height` pixels. Poppler writes a binary PGM, a short header and then a byte a
 * pixel: decoding the same page from PNG took two and a half seconds of a test's time.
 */
export function scanPage(
  pdf: Buffer,
  page = 1,
  band?: { top: number; height: number },
): ScannedPage {
  const dir = mkdtempSync(path.join(tmpdir(), 'scan-page-'));
  try {
    writeFileSync(path.join(dir, 'document.pdf'), pdf);
    const crop = band ? ['-y', String(band.top), '-H', String(band.height)] : [];
    // prettier-ignore
    const rendered = spawnSync('pdftoppm', [
      '-r', String(SCAN_DPI), '-gray', '-singlefile', '-f', String(page), '-l', String(page),
      ...crop, 'document.pdf', 'page',
    ], { cwd: dir, encoding: 'utf8' });
    if (rendered.status !== 0) throw new Error(`pdftoppm failed: ${rendered.stderr}`);
    const pgm = readFileSync(path.join(dir, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('pdftoppm wrote no 8-bit grey PGM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const start = header[0].length;
    return {
      grey: new Uint8ClampedArray(pgm.subarray(start, start + width * height)),
      width,
      height,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
