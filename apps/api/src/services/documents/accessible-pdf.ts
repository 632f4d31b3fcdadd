import PDFDocument from 'pdfkit';
import type { Locale } from '@account/contracts';
import { font, registerFonts } from './pdf-fonts';

type Doc = PDFKit.PDFDocument;

/** pdfkit 0.20 has the PDF/UA subset; @types/pdfkit lists only the PDF/A ones so far. */
const PDF_UA = { subset: 'PDF/UA' } as unknown as Pick<PDFKit.PDFDocumentOptions, 'subset'>;
type StructureElement = PDFKit.PDFStructureElement;

export interface AccessiblePdf {
  doc: Doc;
  /** The document's structure root: every element goes below it, in reading order. */
  root: StructureElement;
  /** Ends the structure and the document; resolves with its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * A tagged PDF (PDF/UA, pdfkit's own subset): a structure tree in reading order, the language of
 * the customer's shop, the title shown instead of the file name, the Noto fonts embedded. A
 * screen reader reads what is tagged below `root`; what is drawn outside of `tagged` must be an
 * `artifact`, or pdfkit leaves it untagged and the document fails PDF/UA.
 */
export function accessiblePdf(options: {
  locale: Locale;
  title: string;
  author: string;
  margin?: number;
}): AccessiblePdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin ?? 50,
    pdfVersion: '1.7',
    ...PDF_UA,
    tagged: true,
    lang: options.locale,
    displayTitle: true,
    info: { Title: options.title, Author: options.author },
  });
  registerFonts(doc);
  // PDF/UA embeds every font: never pdfkit's built-in Helvetica.
  font(doc, 'regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  return {
    doc,
    root,
    finish: () => {
      root.end();
      doc.end();
      return done;
    },
  };
}

/**
 * Draws content as one structure element (`P`, `H1`, `Figure` with `alt` …) at the end of
 * `parent`. Returns the element, so a `Table`, `TR` or `L` can take children of its own.
 */
export function tagged(
  doc: Doc,
  parent: StructureElement,
  type: string,
  draw?: () => void,
  options: PDFKit.Mixins.StructureElementOptions = {},
): StructureElement {
  const element = draw ? doc.struct(type, options, draw) : doc.struct(type, options);
  parent.add(element);
  return element;
}

/** Decoration (rules, frames, page furniture): marked as an artifact, which readers skip. */
export function artifact(doc: Doc, draw: () => void): void {
  doc.markContent('Artifact');
  draw();
  doc.endMarkedContent();
}
