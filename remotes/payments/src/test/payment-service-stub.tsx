import type { ReactElement } from 'react';
import type { Locale } from '@account/contracts';
import { renderArea, type ServiceAnswers, type ServiceCall } from '@account/test-support';
import { registerCatalogue } from '../i18n';

export { completeJsdom } from '@account/test-support';

/** Test support: what the payment service was asked, and its answers per "METHOD path" (the last one repeats). */
export type Call = ServiceCall;
export type Answers = ServiceAnswers;

/** The navigation state of the page shown now (react-router keeps it in history.state.usr). */
export const navigationState = () => (window.history.state as { usr?: unknown } | null)?.usr;

/** Renders routes of the area at `start` in a shop, against a stubbed payment service. */
export async function renderWithService(
  locale: Locale,
  answers: Answers,
  start: string,
  routes: { path: string; element: ReactElement }[],
) {
  return { calls: await renderArea({ locale, answers, start, routes, registerCatalogue }) };
}
