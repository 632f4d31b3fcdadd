import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureApi } from '@account/api-client';
import { setRuntimeConfig } from '@account/config';
import type { FeatureFlag, Locale, LoggedInUser, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter, Route, Routes } from '@account/router';
import { setLoggedIn } from '@account/session';
import { registerCatalogue } from '../i18n';

// jsdom lacks the modal dialog API; the kit's Modal only opens and closes it.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

// jsdom has no fetch Response; the client reads only these members.
export const json = (status: number, body: unknown) =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response;

/**
 * The page as a logged-in customer of a shop sees it, with the services answering what `answer`
 * returns for each call (by path); every call is recorded.
 */
export async function setUpPage(
  locale: Locale,
  answer: (call: Call) => Response,
  flags: Partial<Record<FeatureFlag, boolean>> = { contactForm: true },
): Promise<Call[]> {
  setRuntimeConfig(
    { environment: 'local', shops: {}, services: {}, flags } as unknown as RuntimeConfig,
    locale,
  );
  configureApi({
    services: { customer: '/api/cs', orderHistory: '/api/order-history', logging: '/api/logging' },
    locale,
  });
  await initI18n(locale);
  registerCatalogue();
  setLoggedIn({
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max.mustermann@example.de',
    customerNumber: '10012345',
  } as LoggedInUser);
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const call = {
      url: String(url),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  return calls;
}

export function renderAt(path: string, element: ReactNode) {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </BrowserRouter>,
  );
}
