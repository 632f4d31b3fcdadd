import { ContentSlug, type ContentPage, type Locale } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { shopLocale } from '../../http/shop-locale';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/** The page in the shop's wording; a shop without its own version reads the German one. */
export async function findContentPage(
  db: Kysely<Database>,
  slug: ContentSlug,
  locale: Locale,
): Promise<ContentPage | null> {
  const rows = await db
    .selectFrom('content_pages')
    .selectAll()
    .where('slug', '=', slug)
    .where('locale', 'in', [locale, 'de-DE'])
    .execute();
  const row = rows.find((r) => r.locale === locale) ?? rows[0];
  if (!row) return null;
  return {
    slug,
    title: row.title,
    intro: row.intro,
    sections: JSON.parse(row.sections),
    links: JSON.parse(row.links),
    updatedOn: row.updated_on,
  };
}

/**
 * GET pages/{slug}: a page of the content service. Public (legal pages must be readable without
 * an account) and the same for everyone of a shop, so it may be cached for a few minutes.
 */
export function getPageRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(
    app,
    catalogue.content.page,
    async (request, reply) => {
      const slug = ContentSlug.safeParse(request.params.slug);
      if (!slug.success) throw new ApiError(404, 'NOT_FOUND');
      const locale = shopLocale(request);
      const page = await findContentPage(db, slug.data, locale);
      if (!page) throw new ApiError(404, 'NOT_FOUND');
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .header('Vary', 'x-locale')
        .send(page);
    },
    { cacheable: true },
  );
}
