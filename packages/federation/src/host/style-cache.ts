import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's style cache with this answer's nonce. The pages' Content-Security-Policy takes styles
 * only by nonce (@account/security-headers); the server puts a fresh one into
 * `<meta property="csp-nonce" nonce>` and the policy, and every style element emotion creates
 * must carry it. Browsers hide nonce attributes from getAttribute, the property still reads it.
 * Key "css" as at build time, so the pre-rendered page's styles are adopted, not repeated; an app
 * mounted in its own React root beside a host's (src/app) takes a key of its own.
 */
export function styleCache(key = 'css'): EmotionCache {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return createCache({ key, ...(nonce ? { nonce } : {}) });
}
