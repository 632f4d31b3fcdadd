import { inflateSync } from 'node:zlib';

/**
 * The text lines of a pdfkit PDF, for assertions: each content stream inflated, each text
 * operator's hex strings decoded (WinAnsi, which latin1 covers for German text).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const body = pdf.subarray(start, raw.indexOf('endstream', start));
    try {
      streams.push(inflateSync(body).toString('latin1'));
    } catch {
      // Not a deflated content stream (fonts, metadata): carries no text to read.
    }
  }
  return streams
    .join('\n')
    .split('\n')
    .filter((line) => /T[Jj]$/.test(line))
    .map((line) =>
      [...line.matchAll(/<([0-9a-f]+)>/g)]
        .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}
