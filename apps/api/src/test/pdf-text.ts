import { inflateSync } from 'node:zlib';

/**
 * The text lines of a pdfkit PDF, for assertions: each content stream inflated, each text
 * operator's hex strings decoded as WinAnsi (windows-1252: latin1 plus €, ’ and the like).
 */
/**
 * WinAnsi's characters at 0x80–0x9f, where it differs from latin1 (Node's TextDecoder without
 * full ICU reads windows-1252 as latin1): the euro sign, quotes and dashes.
 */
const winAnsiHigh: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x84: '„',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

const winAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => winAnsiHigh[byte] ?? String.fromCharCode(byte)).join('');

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
        .map(([, hex]) => winAnsi(Buffer.from(hex ?? '', 'hex')))
        .join(''),
    )
    .join('\n');
}
