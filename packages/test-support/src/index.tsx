import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { configureApi } from '@account/api-client';
import { setRuntimeConfig } from '@account/config';
import {
  ServiceName,
  type FeatureFlag,
  type Locale,
  type LoggedInUser,
  type RuntimeConfig,
} from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter, Route, Routes } from '@account/router';
import { setLoggedIn } from '@account/session';

/** One call a page made: method, the path below its service (query included) and the body (null without). */
export interface ServiceCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** The services' answers per "METHOD path" (without query); a list answers in turn, its last repeats. */
export type ServiceAnswers = Record<string, { status: number; body?: unknown }[]>;

export interface AreaSetUp {
  locale: Locale;
  /** Where the page starts, e.g. '/my-addresses/a1'. */
  start: string;
  routes: { path: string; element: ReactElement }[];
  answers: ServiceAnswers;
  /** The logged-in customer; none leaves the session as it is. */
  customer?: LoggedInUser;
  flags?: Partial<Record<FeatureFlag, boolean>>;
  /** More of the runtime configuration, e.g. the consent tool. */
  config?: Partial<RuntimeConfig>;
  /** The remote's catalogue registration (its i18n/index.ts); the shell's texts are common. */
  registerCatalogue?: () => void;
}

/** Each service below a base of its own, so a call's path is read back without the service. */
const serviceBase = (service: ServiceName) => `/services/${service}/`;

/**
 * A remote's pages as the customer of a shop sees them, with the account services answering
 * `answers` at the network (fetch): the API client, its error mapping and the pages run as they
 * do in the product. Returns the calls made, in order.
 */
export async function renderArea(setUp: AreaSetUp): Promise<ServiceCall[]> {
  const { locale, answers } = setUp;
  setRuntimeConfig(
    {
      environment: 'local',
      shops: {},
      services: {},
      flags: setUp.flags ?? {},
      ...setUp.config,
    } as unknown as RuntimeConfig,
    locale,
  );
  configureApi({
    services: Object.fromEntries(ServiceName.options.map((name) => [name, serviceBase(name)])),
    locale,
  });
  await initI18n(locale);
  setUp.registerCatalogue?.();
  if (setUp.customer) setLoggedIn(setUp.customer);
  const calls: ServiceCall[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = String(url).replace(/^.*?\/services\/[^/]+\//, '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null });
    const queue = answers[`${method} ${path.split('?')[0]}`] ?? [];
    const next = queue.length > 1 ? queue.shift() : queue[0];
    const status = next?.status ?? 404;
    const body = next ? next.body : { errorKey: 'NOT_FOUND' };
    // jsdom has no Response; the client reads status, ok and the text.
    return {
      status,
      ok: status >= 200 && status < 300,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    };
  }) as unknown as typeof fetch;
  window.history.replaceState(null, '', setUp.start);
  render(
    <BrowserRouter>
      <Routes>
        {setUp.routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </BrowserRouter>,
  );
  return calls;
}

/** jsdom has <dialog> but not its modal methods; the kit's Modal only opens and closes it. */
export function completeJsdom(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** Max Mustermann as login-state answers him (the session package's own tests use him too). */
export { testCustomer } from '@account/session/src/test/customer';
