import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * Issue 21: every save, delete and send confirms in one way — a visible notice with
 * role="status" that holds the focus (the page's h1 is the only other place it may be), never
 * the body.
 */
export async function expectConfirmation(page: Page, text: string | RegExp): Promise<Locator> {
  const notice = page.getByRole('status').filter({ hasText: text });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  const focused = await page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    role: document.activeElement?.getAttribute('role'),
  }));
  expect(focused).toEqual({ tag: 'DIV', role: 'status' });
  return notice;
}

/** axe on the screen as it is, at the desktop, phone and smallest phone widths. */
export async function expectNoAxeViolationsAtEveryWidth(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  if (size) await page.setViewportSize(size);
}
