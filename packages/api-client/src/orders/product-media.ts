import { apiConfig } from '@account/api-client';

/** Product images live on the products service (the media host), wherever it is configured. */
export function productMediaUrl(imagePath: string): string {
  const base = apiConfig().services.products ?? '';
  return `${base.replace(/\/$/, '')}/${imagePath.replace(/^\//, '')}`;
}
