import type { Locale } from '@account/contracts';

/** A page of the content service in one shop's wording; sections and links are JSON. */
export interface ContentPagesTable {
  slug: string;
  locale: Locale;
  title: string;
  intro: string | null;
  sections: string;
  links: string;
  /** yyyy-mm-dd */
  updated_on: string;
}
