import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, logIn } from '../support/login';
import { shops } from '../support/shops';

for (const shop of Object.values(shops)) {
  test.describe(`${shop.locale}`, () => {
    test('login page: empty, with errors shown, and the password step pass axe', async ({
      page,
    }) => {
      await page.goto(`${shop.origin}/login`);
      await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
      await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Weiter' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel(/^E-Mail-Adresse/).fill(shop.customer.email);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByLabel('Passwort', { exact: true }).fill('falsch-falsch');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('account home passes axe', async ({ page }) => {
      await page.goto(`${shop.origin}/login`);
      await logIn(page, shop.customer.email);
      await expectHome(
        page,
        shop.customer.firstName,
        shop.customer.lastName,
        shop.customer.customerNumber,
      );
      await expectNoAxeViolations(page);
    });
  });
}
