import { inflateSync } from 'node:zlib';

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

interface PdfObject {
  dictionary: string;
  /** The stream inflated, when the object has a deflated one. */
  stream?: string;
}

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt === -1) {
      objects.set(match[1]!, { dictionary: body });
      continue;
    }
    const dataStart = start + body.indexOf('\n', streamAt) + 1;
    let stream: string | undefined;
    try {
      stream = inflateSync(pdf.subarray(dataStart, raw.indexOf('endstream', dataStart))).toString(
        'latin1',
      );
    } catch {
      // Not deflated (an image, say): carries no text to read.
    }
    objects.set(match[1]!, { dictionary: body.slice(0, streamAt), ...(stream ? { stream } : {}) });
  }
  return objects;
}

const referenceIn = (dictionary: string, key: string) =>
  dictionary.match(new RegExp(`/${key} (\\d+) 0 R`))?.[1];

/** An embedded font's ToUnicode CMap (bfrange and bfchar): glyph code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A ligature maps to several characters: "<0066 006c>" for "fl".
  const text = (hex: string) =>
    Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, target] of (block ?? '').matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      const targets = [...target!.matchAll(/<([0-9a-f\s]+)>/gi)].map(([, hex]) => hex!);
      for (let code = first; code <= last; code += 1) {
        if (target!.startsWith('[')) map.set(code, text(targets[code - first] ?? ''));
        else map.set(code, String.fromCodePoint(parseInt(targets[0]!, 16) + code - first));
      }
    }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, target] of (block ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
      map.set(parseInt(code!, 16), text(target!));
  return map;
}

/** A CID font's glyph widths (`/W`), in thousandths of the font size. */
function widthsOf(dictionary: string): Map<number, number> {
  const widths = new Map<number, number>();
  const start = dictionary.indexOf('/W [');
  if (start === -1) return widths;
  const tokens = dictionary.slice(start + 4).match(/\[|\]|-?[\d.]+/g) ?? [];
  let depth = 0;
  let pending: number[] = [];
  let code = 0;
  for (const token of tokens) {
    if (token === '[') {
      depth += 1;
      code = pending.pop() ?? 0;
      pending = [];
    } else if (token === ']') {
      if (depth === 0) break;
      depth -= 1;
    } else if (depth === 1) widths.set(code++, Number(token));
    else {
      pending.push(Number(token));
      if (pending.length === 3) {
        const [first, last, width] = pending as [number, number, number];
        for (let c = first; c <= last; c += 1) widths.set(c, width);
        pending = [];
      }
    }
  }
  return widths;
}

interface Font {
  unicode?: Map<number, string>;
  widths: Map<number, number>;
}

/** The document's fonts by resource name (pdfkit names them F1, F2, … across all pages). */
function fontsOf(objects: Map<string, PdfObject>): Map<string, Font> {
  const fonts = new Map<string, Font>();
  for (const { dictionary } of objects.values())
    for (const [, name, id] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(id!)?.dictionary ?? '';
      const cmap = referenceIn(font, 'ToUnicode');
      const descendant = font.match(/\/DescendantFonts \[(\d+) 0 R\]/)?.[1];
      fonts.set(name!, {
        ...(cmap ? { unicode: toUnicode(objects.get(cmap)?.stream ?? '') } : {}),
        widths: widthsOf(objects.get(descendant ?? '')?.dictionary ?? ''),
      });
    }
  return fonts;
}

interface Fragment {
  text: string;
  x: number;
  y: number;
  /** Where the fragment ends, when the font's widths are known (embedded fonts). */
  end?: number;
}

/**
 * The text lines of a pdfkit PDF, for assertions: each text operator's strings decoded, through
 * the ToUnicode map of an embedded font (Noto Sans and the CJK font) or as WinAnsi (the built-in
 * fonts: windows-1252, latin1 plus €, ’ and the like). Each text operator is a line, except that
 * one that starts where the one before ended (a name continued in another font) joins it.
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fonts = fontsOf(objects);
  const fragments: Fragment[] = [];
  for (const { dictionary, stream } of objects.values()) {
    if (
      !stream ||
      /\/Type \/(?:XObject|Metadata)|\/Length1|\/Subtype \/CIDFontType0C/.test(dictionary)
    )
      continue;
    let font: Font | undefined;
    let size = 0;
    let x = 0;
    let y = 0;
    for (const line of stream.split('\n')) {
      const matrix = line.match(/^[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) ([\d.-]+) Tm$/);
      if (matrix) {
        x = Number(matrix[1]);
        y = Number(matrix[2]);
      }
      const selected = line.match(/^\/(F\d+) ([\d.]+) Tf$/);
      if (selected) {
        font = fonts.get(selected[1]!);
        size = Number(selected[2]);
      }
      if (!/T[Jj]$/.test(line)) continue;
      let text = '';
      let advance = 0;
      for (const [, hex, adjustment] of line.matchAll(/<([0-9a-f]+)>|(-?[\d.]+)/g)) {
        if (adjustment !== undefined) {
          advance -= (Number(adjustment) / 1000) * size;
          continue;
        }
        const bytes = Buffer.from(hex ?? '', 'hex');
        if (!font?.unicode) {
          text += winAnsi(bytes);
          continue;
        }
        for (let at = 0; at + 1 < bytes.length; at += 2) {
          const code = bytes.readUInt16BE(at);
          text += font.unicode.get(code) ?? '';
          advance += ((font.widths.get(code) ?? 0) / 1000) * size;
        }
      }
      fragments.push({ text, x, y, ...(font?.unicode ? { end: x + advance } : {}) });
    }
  }
  const lines: string[] = [];
  fragments.forEach((fragment, index) => {
    const before = fragments[index - 1];
    const continues =
      before?.end !== undefined &&
      Math.abs(before.y - fragment.y) < 0.01 &&
      Math.abs(before.end - fragment.x) < 0.5;
    if (continues) lines[lines.length - 1] += fragment.text;
    else lines.push(fragment.text);
  });
  return lines.join('\n');
}
