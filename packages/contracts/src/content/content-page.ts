import { z } from 'zod';
import { contentSlugs } from './content-slugs';

export const ContentSlug = z.enum(contentSlugs);
export type ContentSlug = z.infer<typeof ContentSlug>;

/** One section: a heading (a question on the FAQ) and its paragraphs. */
export const ContentSection = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
});
export type ContentSection = z.infer<typeof ContentSection>;

/** A link the page offers at its end; `to` is a path of the account area (`/login`). */
export const ContentLink = z.object({ label: z.string(), to: z.string().regex(/^\/[^/]/) });
export type ContentLink = z.infer<typeof ContentLink>;

/** GET pages/{slug} of the content service, in the shop's language (x-locale). */
export const ContentPage = z.object({
  slug: ContentSlug,
  title: z.string(),
  intro: z.string().nullable(),
  sections: z.array(ContentSection),
  links: z.array(ContentLink),
  /** yyyy-mm-dd: "Stand" of legal texts. */
  updatedOn: z.string(),
});
export type ContentPage = z.infer<typeof ContentPage>;
