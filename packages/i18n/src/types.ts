import type { Locale } from '@account/contracts';

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A namespace's texts per locale; de-AT and de-CH hold only their differences. */
export interface Catalogue<T extends object> {
  'de-DE': T;
  'de-AT': DeepPartial<T>;
  'de-CH': DeepPartial<T>;
}

export type { Locale };
