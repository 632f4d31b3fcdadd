import { addresses } from '@account/contracts';
import type { ContentPage, ContentSlug } from '@account/contracts';
import { call } from '@account/api-client';

/** GET pages/{slug} of the content service, in the shop's language. */
export function getContentPage(slug: ContentSlug): Promise<ContentPage> {
  return call(addresses.content.page, { params: { slug }, refreshOn401: false });
}
