import type { Locale, RumSettings } from '@account/contracts';

/** What a host tells real-user monitoring once its page is usable (docs/decisions/061). */
export interface RumHost {
  /** The runtime configuration's `rum`; absent, this page view reports nothing. */
  settings: RumSettings | undefined;
  shop: Locale;
  /** The host's name, for its own pages: `shell`, `creators-hub`. */
  host: string;
  /** The host's own route patterns below its root, so its pages report a pattern too. */
  hostPatterns: readonly string[];
  /** The host's root (`/dpl/av`, `/creators-hub`, `/`), which its routes do not see. */
  basePath: string;
}
