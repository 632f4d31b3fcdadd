// Refreshes the Austrian and Swiss bank directories the payment service names banks from
// (apps/api/src/domain/payment/bank-directories/). Germany's comes from the bankdata-germany
// package instead. Run `node scripts/refresh-bank-directories.mjs` when the publishers release a
// new list (the OeNB monthly, SIX daily) and commit the changed JSON files.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

/** The Oesterreichische Nationalbank's SEPA bank directory (Bankstellenverzeichnis), Latin-1 CSV. */
export const OENB_LIST = 'https://www.oenb.at/docroot/downloads_observ/sepa-zv-vz_gesamt.csv';
/** SIX Interbank Clearing's Bank Master 3.0 (bank clearing numbers, IID), JSON. */
export const SIX_BANK_MASTER = 'https://api.six-group.com/api/epcd/bankmaster/v3/bankmaster.json';

/**
 * @typedef {Record<string, [name: string, bic: string | null]>} BankDirectory
 * @typedef {{ code: string, name: string, bic: string | null, headOffice: boolean }} BankEntry
 */

/**
 * One entry per bank code, sorted so a refresh's diff shows only what changed. Where several
 * entries share a code, the head office's name wins over a branch's.
 * @param {BankEntry[]} entries
 * @returns {BankDirectory}
 */
export function directoryOf(entries) {
  /** @type {Map<string, BankEntry>} */
  const byCode = new Map();
  for (const entry of entries) {
    const known = byCode.get(entry.code);
    if (!known || (entry.headOffice && !known.headOffice)) byCode.set(entry.code, entry);
  }
  return Object.fromEntries(
    [...byCode.values()]
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((entry) => [entry.code, [entry.name, entry.bic]]),
  );
}

const bicOrNull = (value) => {
  const bic = String(value ?? '')
    .trim()
    .toUpperCase();
  return bic === '' ? null : bic;
};

/**
 * The OeNB's CSV: five lines of preamble, then a header line; `Institutsart` KI marks the credit
 * institution itself (its branches follow with their own rows).
 * @param {string} text the file decoded from Latin-1
 * @returns {BankDirectory}
 */
export function austrianDirectory(text) {
  /** @type {Record<string, string>[]} */
  const rows = parse(text, {
    delimiter: ';',
    from_line: 6,
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  });
  return directoryOf(
    rows
      .filter((row) => /^\d{1,5}$/.test(row.Bankleitzahl ?? '') && row.Bankenname)
      .map((row) => ({
        code: row.Bankleitzahl.padStart(5, '0'),
        name: row.Bankenname,
        bic: bicOrNull(row['SWIFT-Code']),
        headOffice: row.Institutsart === 'KI',
      })),
  );
}

/**
 * SIX's Bank Master: one entry per IID (Swiss and Liechtenstein banks); only Swiss banks are a
 * Swiss shop customer's.
 * @param {{ entries: Record<string, unknown>[] }} bankMaster
 * @returns {BankDirectory}
 */
export function swissDirectory(bankMaster) {
  return directoryOf(
    bankMaster.entries
      .filter((entry) => entry.entryType === 'BankMaster' && entry.country === 'CH')
      .map((entry) => ({
        code: String(entry.iid).padStart(5, '0'),
        name: String(entry.bankOrInstitutionName).trim(),
        bic: bicOrNull(entry.bic),
        headOffice: entry.iidType === 'HEADQUARTERS',
      })),
  );
}

async function download(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

async function refresh() {
  const target = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../apps/api/src/domain/payment/bank-directories',
  );
  const oenb = new TextDecoder('latin1').decode(await (await download(OENB_LIST)).arrayBuffer());
  const six = await (await download(SIX_BANK_MASTER)).json();
  for (const [file, directory] of [
    ['at.json', austrianDirectory(oenb)],
    ['ch.json', swissDirectory(six)],
  ]) {
    writeFileSync(path.join(target, file), `${JSON.stringify(directory)}\n`);
    console.log(`${file}: ${Object.keys(directory).length} bank codes`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await refresh();
