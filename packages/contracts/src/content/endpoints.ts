// The content service's endpoint: the shop's content pages.
import { z } from 'zod';
import { ContentPage } from './content-page';
import { declareEndpoints } from '../catalogue/endpoint';

export const contentEndpoints = declareEndpoints({
  page: {
    service: 'content',
    method: 'GET',
    path: '/pages/:slug',
    summary: 'A content page in the language of the request',
    access: 'public',
    errorKeys: ['NOT_FOUND'],
    params: z.object({ slug: z.string() }),
    response: ContentPage,
  },
});
