import { contentSlugs, Locale } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accessibilityCheckedOn } from './accessibility-statement';
import { contentPages } from './pages';
import { shopDetails } from './shop-details';

/** When the texts were last revised ("Stand"); bump with every change of a text. */
const UPDATED_ON = '2026-11-01';

/** The legal basis of the imprint differs per country. */
const imprintBasis: Record<Locale, string> = {
  'de-DE': 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
  'de-AT': 'Angaben gemäß § 5 E-Commerce-Gesetz (ECG) und § 25 Mediengesetz',
  'de-CH':
    'Angaben gemäss Art. 3 Abs. 1 lit. s des Bundesgesetzes gegen den unlauteren Wettbewerb (UWG)',
};

/** Swiss texts use "ss" for "ß" (docs/decisions/006-texts.md). */
const forLocale = (locale: Locale, text: string) =>
  locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text;

/**
 * Writes the content pages of every shop; run by the seed, idempotent (an existing page is
 * replaced by the current text).
 */
export async function seedContentPages(db: Kysely<Database>): Promise<void> {
  for (const locale of Locale.options) {
    const pages = contentPages(shopDetails(locale));
    pages.impressum = { ...pages.impressum, intro: imprintBasis[locale] };
    for (const slug of contentSlugs) {
      const page = JSON.parse(forLocale(locale, JSON.stringify(pages[slug])));
      const row = {
        title: page.title,
        intro: page.intro,
        sections: JSON.stringify(page.sections),
        links: JSON.stringify(page.links),
        // The accessibility statement is as current as the check it was written from.
        updated_on: slug === 'barrierefreiheit' ? accessibilityCheckedOn : UPDATED_ON,
      };
      await db
        .insertInto('content_pages')
        .values({ slug, locale, ...row })
        .onConflict((oc) => oc.columns(['slug', 'locale']).doUpdateSet(row))
        .execute();
    }
  }
}
