// Calls to one API instance of the deployed mode, past nginx, as the browser makes them through
// it (the client id and shop headers, the session cookies), so a test can pin which instance
// answers. Cookies are kept by hand: the API sets them Secure, and this talks plain http to the
// instance's own port.
import { CLIENT_ID, CLIENT_ID_HEADER, LOCALE_HEADER, type Locale } from '@account/contracts';
import type { Cookie } from '@playwright/test';
import { deployed } from './ports';

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** The path each session cookie was set for, so the browser can be given the same cookies. */
interface StoredCookie {
  value: string;
  path: string;
  httpOnly: boolean;
}

export class InstanceClient {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly locale: Locale) {}

  /** `instance` is the index into deployed.apiPorts: 0 the first instance, 1 the second. */
  async call(
    instance: number,
    method: 'GET' | 'POST',
    path: string,
    { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`http://127.0.0.1:${deployed.apiPorts[instance]}${path}`, {
      method,
      headers: {
        [CLIENT_ID_HEADER]: CLIENT_ID,
        [LOCALE_HEADER]: this.locale,
        cookie: [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) this.keep(setCookie);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  /** The session as the shop's host holds it in the browser. */
  browserCookies(domain: string): Cookie[] {
    return [...this.cookies].map(([name, cookie]) => ({
      name,
      value: cookie.value,
      domain,
      path: cookie.path,
      expires: -1,
      httpOnly: cookie.httpOnly,
      secure: true,
      sameSite: 'Lax',
    }));
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  private keep(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
    if (!value || expired) {
      this.cookies.delete(name);
      return;
    }
    const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
    const httpOnly = attributes.some((attribute) => /^httponly$/i.test(attribute));
    this.cookies.set(name, { value, path, httpOnly });
  }
}
