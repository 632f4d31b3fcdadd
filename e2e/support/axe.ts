import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { recordEvidence } from './evidence';

/** WCAG 2.2 AA as the issue asks: no violation of any of these rule sets. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  recordEvidence(page, 'axe');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Issue 40: a screen passes its check at desktop, phone and the narrowest phone width (320 px),
 * and nothing is wider than the window there (WCAG 1.4.10).
 */
export async function expectAccessibleAtEveryWidth(
  page: Page,
  check: (page: Page) => Promise<void> = expectNoAxeViolations,
): Promise<void> {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await check(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
