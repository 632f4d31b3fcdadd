import type { Page } from '@playwright/test';

/** Console errors and uncaught errors of the page (React reports a hydration mismatch as one). */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
