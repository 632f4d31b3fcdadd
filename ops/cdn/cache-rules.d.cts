/** One rule of cache-rules.json: files whose path matches `match` get `cacheControl`. */
export interface CacheRule {
  name: string;
  match: string;
  cacheControl: string;
  why: string;
}

export declare const cacheRules: CacheRule[];

/** The Cache-Control the CDN (and the images' nginx) sends for a file, by its path. */
export declare function cacheControlOf(file: string): string;
