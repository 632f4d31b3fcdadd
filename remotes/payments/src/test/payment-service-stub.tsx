import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { configureApi } from '@account/api-client';
import { setRuntimeConfig } from '@account/config';
import type { Locale, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter, Route, Routes } from '@account/router';
import { registerCatalogue } from '../i18n';

/** Test support: what the payment service was asked, and its answers per "METHOD path" (the last one repeats). */
export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}
export type Answers = Record<string, { status: number; body: unknown }[]>;

/** jsdom has <dialog> but not its modal methods. */
export function completeJsdom(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** jsdom has no Response; the client reads status, ok and the text. */
const answer = (status: number, body: unknown) => ({
  status,
  ok: status >= 200 && status < 300,
  text: async () => JSON.stringify(body),
});

/** The navigation state of the page shown now (react-router keeps it in history.state.usr). */
export const navigationState = () => (window.history.state as { usr?: unknown } | null)?.usr;

/** Renders routes of the area at `start` in a shop, against a stubbed payment service. */
export async function renderWithService(
  locale: Locale,
  answers: Answers,
  start: string,
  routes: { path: string; element: ReactElement }[],
) {
  await initI18n(locale);
  registerCatalogue();
  setRuntimeConfig({ services: {} } as unknown as RuntimeConfig, locale);
  configureApi({ services: { payment: '/api/payment' }, locale });
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const path = url.replace('/api/payment/', '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null });
    const queue = answers[`${method} ${path}`] ?? [];
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return answer(next?.status ?? 404, next?.body ?? { errorKey: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
  window.history.replaceState(null, '', start);
  render(
    <BrowserRouter>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </BrowserRouter>,
  );
  return { calls };
}
