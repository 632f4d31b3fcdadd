import type { ContentPage, ContentSlug } from '@account/contracts';
import { request } from '../request';

/** GET pages/{slug} of the content service, in the shop's language. */
export function getContentPage(slug: ContentSlug): Promise<ContentPage> {
  return request('content', `pages/${encodeURIComponent(slug)}`, { refreshOn401: false });
}
