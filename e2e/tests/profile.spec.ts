import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { shops } from '../support/shops';

const { DE, CH } = shops;
const start = paths.profile.start();

test.describe('profile area', () => {
  test('greets the customer on its start page after login', async ({ page }) => {
    await page.goto(`${DE.origin}${start}`);
    await logIn(page, DE.customer.email);
    await expect(page).toHaveURL(`${DE.origin}${start}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
    await expect(
      page.getByText(`Hallo ${DE.customer.firstName} ${DE.customer.lastName}`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Swiss customers read Swiss spelling', async ({ page }) => {
    await page.goto(`${CH.origin}${start}`);
    await logIn(page, CH.customer.email);
    await expect(page.getByText(/regelmässig/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown page of the area says so in its words and leads to its start', async ({
    page,
  }) => {
    const unknown = `${paths.profile.accountVerification()}/unbekannt`;
    await page.goto(`${DE.origin}${unknown}`);
    await logIn(page, DE.customer.email);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zur Startseite des Bereichs' }).click();
    await expect(page).toHaveURL(`${DE.origin}${start}`);
  });
});
