import type { Page } from '@playwright/test';

/** Types into the field with exactly this label key by key, as a customer does. */
export async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
}
