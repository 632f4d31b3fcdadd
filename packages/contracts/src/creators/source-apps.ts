// Zod-free, so the API client (in the host's startup chunk) can import it without zod.

/** `source-apps=WEB_SHOP,SHOP_APP` as the web shop sends it. */
export const FOLLOWED_STREAMERS_SOURCE_APPS = 'WEB_SHOP,SHOP_APP';
