/** PDF string escapes (pdfkit escapes parentheses, the backslash and control characters). */
const ESCAPES: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, b: 0x08, f: 0x0c };

/**
 * The alternative texts of a tagged PDF's elements (`/Alt`), in document order: what a screen
 * reader says for a figure. pdfkit writes them as literal strings, UTF-16 after a byte order
 * mark when they hold more than ASCII.
 */
export function altTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  let at = pdf.indexOf('/Alt (');
  while (at !== -1) {
    const bytes: number[] = [];
    let index = at + '/Alt ('.length;
    for (; pdf[index] !== 0x29; index += 1) {
      const byte = pdf[index]!;
      if (byte !== 0x5c) {
        bytes.push(byte);
        continue;
      }
      index += 1;
      const escaped = String.fromCharCode(pdf[index]!);
      bytes.push(ESCAPES[escaped] ?? pdf[index]!);
    }
    const raw = Buffer.from(bytes);
    texts.push(
      raw[0] === 0xfe && raw[1] === 0xff
        ? Buffer.from(raw.subarray(2)).swap16().toString('utf16le')
        : raw.toString('latin1'),
    );
    at = pdf.indexOf('/Alt (', index);
  }
  return texts;
}
