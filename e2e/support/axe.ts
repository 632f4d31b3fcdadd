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
