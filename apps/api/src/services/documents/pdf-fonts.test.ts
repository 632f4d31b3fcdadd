import PDFDocument from 'pdfkit';
import { pdfText } from '../../test/pdf-text';
import { registerFonts, text } from './pdf-fonts';

function pdfOf(write: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  write(doc);
  doc.end();
  return done;
}

describe('texts in any script', () => {
  it('writes each text as written, in one script or several, in both weights', async () => {
    const texts = [
      'Łukasz Dvořák',
      'Γιώργος Παπαδόπουλος',
      'Дмитрий Иванов',
      '王小明',
      '山田 さくら',
      'Familie Łukasz 王 und Γιώργος',
    ];
    const pdf = await pdfOf((doc) => {
      texts.forEach((line, index) => {
        text(doc.fontSize(10), 'regular', line, 50, 100 + index * 20);
        text(doc.fontSize(10), 'bold', line, 300, 100 + index * 20);
      });
    });
    expect(pdfText(pdf).split('\n')).toEqual(texts.flatMap((line) => [line, line]));
  });

  it('wraps a mixed text within its width like any other', async () => {
    const pdf = await pdfOf((doc) =>
      text(doc.fontSize(10), 'regular', 'Teekanne 急須 aus Gusseisen mit Sieb', 50, 100, {
        width: 90,
      }),
    );
    expect(pdfText(pdf).replaceAll('\n', ' ').replace(/\s+/g, ' ')).toBe(
      'Teekanne 急須 aus Gusseisen mit Sieb',
    );
  });
});
