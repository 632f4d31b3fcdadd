import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

type Doc = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';

/** A font file of a font package; the packages export no paths, their files lie in fonts/. */
const fontFile = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file);

/**
 * The built-in Helvetica draws only Windows-1252: Łukasz, Dvořák, Greek, Cyrillic or Chinese
 * names came out as garbage. Noto Sans draws every Latin script with its accents, Greek and
 * Cyrillic; where it has no glyph (Chinese, Japanese), Noto Sans Hans takes over. pdfkit embeds
 * only the glyphs a document uses, so a PDF grows by a few kilobytes, not by the font files.
 */
const FAMILIES = [
  {
    name: 'NotoSans',
    files: {
      regular: fontFile('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'),
      bold: fontFile('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf'),
    },
  },
  {
    name: 'NotoSansHans',
    files: {
      regular: fontFile('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
      bold: fontFile('@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'),
    },
  },
] as const;

const fontName = (family: number, weight: Weight) => `${FAMILIES[family]!.name}-${weight}`;

/** Each file read once per process, on first use: the CJK fonts only when a name needs them. */
const contents = new Map<string, Buffer>();
const fileContent = (file: string) => {
  let content = contents.get(file);
  if (!content) contents.set(file, (content = readFileSync(file)));
  return content;
};
const coverage = new Map<number, fontkit.Font>();
function coverageFont(family: number): fontkit.Font {
  let parsed = coverage.get(family);
  if (!parsed) {
    parsed = fontkit.create(fileContent(FAMILIES[family]!.files.regular)) as fontkit.Font;
    coverage.set(family, parsed);
  }
  return parsed;
}
const drawsCodePoint = (family: number, codePoint: number) =>
  coverageFont(family).hasGlyphForCodePoint(codePoint);

/** The first family that draws the character; the first one when none does. */
function familyOf(char: string): number {
  const codePoint = char.codePointAt(0) ?? 0;
  if (drawsCodePoint(0, codePoint)) return 0;
  const found = FAMILIES.findIndex((_, family) => family > 0 && drawsCodePoint(family, codePoint));
  return found === -1 ? 0 : found;
}

/** The text cut where the drawing family changes; spaces stay with the run they are in. */
function runsOf(text: string): Array<{ family: number; text: string }> {
  const runs: Array<{ family: number; text: string }> = [];
  for (const char of text) {
    const last = runs.at(-1);
    const family = last && /\s/.test(char) ? last.family : familyOf(char);
    if (last?.family === family) last.text += char;
    else runs.push({ family, text: char });
  }
  return runs;
}

/** A new document's fonts: each family in both weights, under names `text` and `font` use. */
export function registerFonts(doc: Doc): void {
  for (const [family, { files }] of FAMILIES.entries())
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(fontName(family, weight), fileContent(files[weight]));
}

/** Selects the document's font of this weight for what follows (texts of the shop itself). */
export function font(doc: Doc, weight: Weight): Doc {
  return doc.font(fontName(0, weight));
}

/**
 * Writes a text that may hold any script (a customer's name, an article title): run by run in
 * the family that draws it, continued on one line as pdfkit wraps it. Afterwards the weight's
 * first family is selected again.
 */
export function text(
  doc: Doc,
  weight: Weight,
  content: string,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): Doc {
  const runs = runsOf(content);
  if (runs.length <= 1) {
    doc.font(fontName(runs[0]?.family ?? 0, weight));
    if (x === undefined) doc.text(content, options);
    else doc.text(content, x, y, options);
    return font(doc, weight);
  }
  // pdfkit places each run by its own font's ascender: the first family's for all of them keeps
  // one baseline through the line (Noto Sans Hans would sit 2 points lower at 10 points).
  const first = coverageFont(0);
  const fontSize = (doc as unknown as { _fontSize: number })._fontSize;
  const baseline = -(first.ascent / first.unitsPerEm) * fontSize;
  runs.forEach((run, index) => {
    doc.font(fontName(run.family, weight));
    const continued = index < runs.length - 1 || options.continued === true;
    const runOptions = { ...options, continued, baseline };
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return font(doc, weight);
}

/**
 * The height a `text` of this content takes: measured in the family of its widest glyphs (the
 * CJK font's), so a mixed title never takes more room than is kept for it.
 */
export function heightOfText(
  doc: Doc,
  weight: Weight,
  content: string,
  options: PDFKit.Mixins.TextOptions = {},
): number {
  const family = Math.max(...runsOf(content).map((run) => run.family), 0);
  doc.font(fontName(family, weight));
  const height = doc.heightOfString(content, options);
  font(doc, weight);
  return height;
}
