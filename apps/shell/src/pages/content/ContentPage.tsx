import { useCallback } from 'react';
import { ApiError } from '@account/api-client';
import { getContentPage } from '@account/api-client/content';
import { currentLocale } from '@account/config';
import { contentSlugs, type ContentPage as Page, type ContentSlug } from '@account/contracts';
import { formatDate, useTranslation } from '@account/i18n';
import { Link, useParams } from '@account/router';
import { ErrorState, SectionHeader, Skeleton, theme, useAsync } from '@account/ui';
import { NotFound } from '../NotFound';

const isContentSlug = (slug: string | undefined): slug is ContentSlug =>
  (contentSlugs as readonly string[]).includes(slug ?? '');

function PageBody({ page }: { page: Page }) {
  const { t } = useTranslation();
  return (
    <article css={{ maxWidth: theme.size.readable }}>
      <SectionHeader title={page.title} />
      {page.intro && <p css={{ fontSize: theme.fontSize.lg }}>{page.intro}</p>}
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2
            css={{ fontSize: theme.fontSize.xl, margin: `${theme.space(3)} 0 ${theme.space(1)}` }}
          >
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {page.links.length > 0 && (
        <ul css={{ listStyle: 'none', padding: 0, margin: `${theme.space(3)} 0` }}>
          {page.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                css={{ display: 'inline-flex', alignItems: 'center', minHeight: theme.hitArea }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p css={{ color: theme.color.muted, fontSize: theme.fontSize.sm }}>
        {t('pages.content.updatedOn', { date: formatDate(page.updatedOn, currentLocale()) })}
      </p>
    </article>
  );
}

function LoadedContent({ slug }: { slug: ContentSlug }) {
  const { t } = useTranslation();
  const load = useCallback(() => getContentPage(slug), [slug]);
  const { state, reload } = useAsync(load, slug);
  if (state.status === 'loading') return <Skeleton lines={6} />;
  if (state.status === 'error') {
    if (state.error instanceof ApiError && state.error.status === 404) return <NotFound />;
    return <ErrorState message={t('pages.content.error')} onRetry={reload} />;
  }
  return <PageBody page={state.data} />;
}

/**
 * content/{slug}: a page of the content service in the shop's frame — the FAQ, the legal pages,
 * and the views after account deletion and after the legacy reset link. Open to everyone.
 */
export function ContentPage() {
  const { slug } = useParams();
  if (!isContentSlug(slug)) return <NotFound />;
  return <LoadedContent slug={slug} />;
}
