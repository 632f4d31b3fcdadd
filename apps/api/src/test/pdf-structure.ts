import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PdfStructure {
  tagged: boolean;
  /** The catalogue's /Lang: the language a screen reader speaks the document in. */
  lang: string | null;
  /** Whether a viewer shows the title instead of the file name (PDF/UA). */
  displaysTitle: boolean;
  title: string | null;
  /** The structure tree as poppler prints it: one element per line, indented by depth. */
  tree: string[];
  /** The element types alone, in reading order: `['Document', 'H1', 'Table', 'TR', 'TH', …]`. */
  types: string[];
}

/** A document's tags and language, read as an assistive technology's PDF reader sees them. */
export function pdfStructure(pdf: Buffer): PdfStructure {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-structure-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
    const struct = spawnSync('pdfinfo', ['-struct', file], { encoding: 'utf8' }).stdout;
    const raw = pdf.toString('latin1');
    const tree = struct
      .split('\n')
      .filter((line) => /^\s*\w+/.test(line) && !line.startsWith('Tagged'));
    return {
      tagged: /^Tagged:\s+yes$/m.test(info),
      lang: raw.match(/\/Lang \(([^)]*)\)/)?.[1] ?? null,
      displaysTitle: /\/DisplayDocTitle true/.test(raw),
      title: info.match(/^Title:\s+(.*)$/m)?.[1] ?? null,
      tree,
      types: tree.map((line) => line.trim().match(/^\w+/)?.[0] ?? ''),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
