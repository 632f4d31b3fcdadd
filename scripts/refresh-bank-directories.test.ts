import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The script is an ES module, which jest's CommonJS runtime cannot import: each conversion runs
// in a Node of its own, its input and answer as JSON.
const script = path.join(__dirname, 'refresh-bank-directories.mjs');
function convert(name: 'austrianDirectory' | 'swissDirectory' | 'directoryOf', input: unknown) {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as script from ${JSON.stringify(script)};
       const input = JSON.parse(await new Response(process.stdin).text());
       process.stdout.write(JSON.stringify(script[${JSON.stringify(name)}](input)));`,
    ],
    { input: JSON.stringify(input), encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as unknown;
}
const austrianDirectory = (csv: string) => convert('austrianDirectory', csv);
const swissDirectory = (bankMaster: unknown) => convert('swissDirectory', bankMaster);
const directoryOf = (entries: unknown) => convert('directoryOf', entries);

describe('the bank directories from the publishers’ lists', () => {
  it('reads the OeNB’s CSV after its preamble: head office over branch, codes five digits', () => {
    const csv = [
      'Verzeichnis der SEPA-Zahlungsverkehrsteilnehmer',
      'Stand: 01.11.2026',
      '',
      'Oesterreichische Nationalbank',
      '',
      'Kennzeichen;Identnummer;Bankleitzahl;Institutsart;Bankenname;PLZ;Ort;SWIFT-Code',
      'Hauptanstalt;1;20111;KI;Erste Bank der oesterreichischen Sparkassen AG;1100;Wien;GIBAATWWXXX',
      'Zweigstelle;2;38000;ZW;"Raiffeisen-Landesbank Steiermark AG; Filiale Graz";8010;Graz;',
      'Hauptanstalt;3;38000;KI;Raiffeisen-Landesbank Steiermark AG;8010;Graz;rzstat2gxxx',
      'Hauptanstalt;4;100;KI;Oesterreichische Nationalbank;1090;Wien;NABAATWWXXX',
      ';;;;;;;',
    ].join('\r\n');
    expect(austrianDirectory(csv)).toEqual({
      '00100': ['Oesterreichische Nationalbank', 'NABAATWWXXX'],
      '20111': ['Erste Bank der oesterreichischen Sparkassen AG', 'GIBAATWWXXX'],
      '38000': ['Raiffeisen-Landesbank Steiermark AG', 'RZSTAT2GXXX'],
    });
  });

  it('takes the Swiss banks of SIX’s Bank Master, without a BIC where they have none', () => {
    const entry = (iid: number, name: string, bic: string | undefined, more = {}) => ({
      entryType: 'BankMaster',
      country: 'CH',
      iid,
      iidType: 'HEADQUARTERS',
      bankOrInstitutionName: name,
      ...(bic ? { bic } : {}),
      ...more,
    });
    const bankMaster = {
      entries: [
        entry(9000, 'PostFinance AG', 'POFICHBEXXX'),
        entry(230, 'UBS Switzerland AG', 'UBSWCHZH80A', { iidType: 'BRANCH' }),
        entry(8334, 'LGT Bank AG', 'BLFLLI2XXXX', { country: 'LI' }),
        entry(81487, 'Raiffeisenbank Zürich', undefined),
        entry(99, 'Ein Konzern', undefined, { entryType: 'Concern' }),
      ],
    };
    expect(swissDirectory(bankMaster)).toEqual({
      '00230': ['UBS Switzerland AG', 'UBSWCHZH80A'],
      '09000': ['PostFinance AG', 'POFICHBEXXX'],
      '81487': ['Raiffeisenbank Zürich', null],
    });
  });

  it('keeps the first entry of a code unless a head office follows', () => {
    expect(
      directoryOf([
        { code: '00700', name: 'Filiale', bic: null, headOffice: false },
        { code: '00700', name: 'Zweite Filiale', bic: null, headOffice: false },
        { code: '00700', name: 'Zürcher Kantonalbank', bic: 'ZKBKCHZZ80A', headOffice: true },
        { code: '00700', name: 'Noch eine', bic: null, headOffice: true },
      ]),
    ).toEqual({ '00700': ['Zürcher Kantonalbank', 'ZKBKCHZZ80A'] });
  });
});
