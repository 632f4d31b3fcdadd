import {
  CLIENT_ID,
  CLIENT_ID_HEADER,
  type RecaptchaAction,
  type RecaptchaSettings,
} from '@account/contracts';
import { apiConfig } from './config';

/** What a protected call is for (the catalogue names it per endpoint); Google scores each on its own. */
export type { RecaptchaAction };

type Provider<S extends RecaptchaSettings> = (
  settings: S,
  action: RecaptchaAction,
) => Promise<string>;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let googleScript: Promise<Grecaptcha> | null = null;

/** Google's v3 script, loaded on the first protected call rather than with the page. */
function loadGoogle(siteKey: string): Promise<Grecaptcha> {
  googleScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => {
      googleScript = null;
      reject(new Error('reCAPTCHA script not loaded'));
    };
    document.head.append(script);
  });
  return googleScript;
}

const providers: {
  [P in RecaptchaSettings['provider']]: Provider<Extract<RecaptchaSettings, { provider: P }>>;
} = {
  google: async ({ siteKey }, action) => (await loadGoogle(siteKey)).execute(siteKey, { action }),
  // The API's own single-use tokens (RECAPTCHA_MODE=offline): the same path as Google's, offline.
  offline: async ({ tokenUrl }) => {
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { [CLIENT_ID_HEADER]: CLIENT_ID },
      credentials: 'include',
    });
    if (!response.ok) throw new Error(`reCAPTCHA token: ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  },
  none: async () => '',
};

/**
 * A fresh token for one call (tokens are single-use). A provider that fails yields no token: the
 * service then refuses the call and the customer sees the generic error (spec section 8).
 */
export async function recaptchaToken(action: RecaptchaAction): Promise<string> {
  const settings = apiConfig().recaptcha ?? { provider: 'none' };
  try {
    return await (providers[settings.provider] as Provider<RecaptchaSettings>)(settings, action);
  } catch {
    return '';
  }
}
