import type { Locale, RecaptchaSettings, ServiceName } from '@account/contracts';

export interface ApiConfig {
  /** Base URL per service of spec section 7, e.g. { customer: '/api/cs' }. */
  services: Partial<Record<ServiceName, string>>;
  locale: Locale;
  /** Which provider supplies reCAPTCHA tokens (runtime configuration); none sends no token. */
  recaptcha?: RecaptchaSettings;
}

let current: ApiConfig | null = null;

/** The host configures the client once at start; remotes share this module as a singleton. */
export function configureApi(config: ApiConfig): void {
  current = config;
}

/** False before the host's start set the client up (reports of that moment wait for it). */
export function isApiConfigured(): boolean {
  return current !== null;
}

export function apiConfig(): ApiConfig {
  if (!current) throw new Error('configureApi() must run before the first call');
  return current;
}
