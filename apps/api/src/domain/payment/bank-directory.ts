import type { CountryCode } from '@account/contracts';
import { bankDataByBLZ } from 'bankdata-germany';
import austrianBanks from './bank-directories/at.json';
import swissBanks from './bank-directories/ch.json';

/** The bank an IBAN's bank code names; a bank without a BIC of its own still has a name. */
export interface Bank {
  name: string;
  bic: string | null;
}

/** Bank code → [name, BIC or null], as scripts/refresh-bank-directories.mjs writes it. */
type Directory = Record<string, (string | null)[]>;

/**
 * DECISIONS (issue 24): Germany's banks from the Bundesbank's bank code list as the
 * bankdata-germany package ships it (the list valid today: the package carries the next quarter's
 * too); Austria's and Switzerland's from the OeNB's and SIX's lists, which no maintained package
 * carries, kept as data by scripts/refresh-bank-directories.mjs. Server-side only: no remote
 * imports this.
 */
const nationalLists: Record<Exclude<CountryCode, 'DE'>, Directory> = {
  AT: austrianBanks,
  CH: swissBanks,
};

export function bankOf(country: CountryCode, bankCode: string | undefined): Bank | null {
  if (!bankCode) return null;
  if (country === 'DE') {
    const bank = bankDataByBLZ(bankCode);
    return bank ? { name: bank.bankName, bic: bank.bic ?? null } : null;
  }
  const [name, bic] = nationalLists[country][bankCode] ?? [];
  return name ? { name, bic: bic ?? null } : null;
}
