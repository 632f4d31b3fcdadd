import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setRuntimeConfig } from '@account/config';
import type { ErrorBody, Locale, ResponseOf, RuntimeConfig, catalogue } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter, Route, Routes } from '@account/router';
import { answer, configureTestServices, mockServices } from '@account/test-services';
import { registerCatalogue } from '../i18n';

type PaymentEndpoints = typeof catalogue.payment;

/** Test support: what the payment service was asked (path below its prefix), and its answers. */
export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}
/** The answers per endpoint of the catalogue, in turn (the last one repeats), typed by its schema. */
export type Answers = {
  -readonly [N in keyof PaymentEndpoints]?: {
    status: number;
    body: ResponseOf<PaymentEndpoints[N]> | ErrorBody;
  }[];
};

const services = mockServices(answer('logging', 'log', undefined));

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
  configureTestServices(locale);
  // Read at each call: a test may change an endpoint's answers after the page is shown.
  for (const name of Object.keys(answers) as (keyof PaymentEndpoints)[]) {
    services.use(
      answer('payment', name, () => {
        const queue = answers[name]!;
        const next = queue.length > 1 ? queue.shift()! : queue[0]!;
        return Response.json(next.body, { status: next.status });
      }),
    );
  }
  // A live view of the calls: tests read it after the page has made them.
  const calls: Call[] = [];
  services.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/payment/')) return;
    const call: Call = {
      method: request.method,
      path: path.replace('/api/payment/', ''),
      body: null,
    };
    calls.push(call);
    const text = await request.clone().text();
    if (text) call.body = JSON.parse(text);
  });
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
