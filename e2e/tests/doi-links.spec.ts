import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { shops } from '../support/shops';
import { freshAddress, linksOfNewest, optInsOf, shopCall } from '../support/opt-ins';

const { DE, CH } = shops;
const PANS = { baseProductNo: '100001', name: 'Edelstahl-Pfannenset, 3-teilig' };

test.describe('stock reminder, market research and upsell pages from the mail', () => {
  test('DE: a stock reminder confirmed from the mail, then unsubscribed', async ({ page }) => {
    const email = freshAddress('kundin');
    await shopCall(page, DE.locale, '/api/newsletter/stock-reminders', {
      email,
      base_product_no: PANS.baseProductNo,
    });
    const [confirmLink, unsubscribeLink] = await linksOfNewest(page, email, 'stock-reminder-doi');

    const answer = await page.goto(confirmLink!);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page).toHaveURL(`${DE.origin}/stock-reminder/confirm-doi`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Erinnerung bestätigen' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await optInsOf(page, email)).stockReminders[0]?.status).toBe('PENDING');
    await page.getByRole('button', { name: 'Erinnerung bestätigen' }).click();
    await expect(page.getByRole('heading', { name: 'Ihre Erinnerung ist aktiv' })).toBeVisible();
    await expect(page.getByText(`„${PANS.name}“`)).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await optInsOf(page, email)).stockReminders[0]?.status).toBe('CONFIRMED');

    await page.goto(unsubscribeLink!);
    await page.getByRole('button', { name: 'Erinnerung abbestellen' }).click();
    await expect(page.getByRole('heading', { name: 'Erinnerung abbestellt' })).toBeVisible();
    expect((await optInsOf(page, email)).stockReminders[0]?.status).toBe('UNSUBSCRIBED');

    // A used link shows the stock-reminder error.
    await page.goto(confirmLink!);
    await page.getByRole('button', { name: 'Erinnerung bestätigen' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Ihre Erinnerung konnte nicht bearbeitet werden',
    );
    // Nothing is left to confirm with it.
    await expect(page.getByRole('button', { name: 'Erinnerung bestätigen' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('CH: a stock reminder unsubscribed straight from the mail, in Swiss quotes', async ({
    page,
  }) => {
    const email = freshAddress('kunde', 'example.ch');
    await shopCall(page, CH.locale, '/api/newsletter/stock-reminders', {
      email,
      base_product_no: PANS.baseProductNo,
    });
    const [, unsubscribeLink] = await linksOfNewest(page, email, 'stock-reminder-doi');
    expect(new URL(unsubscribeLink!).origin).toBe(CH.origin);
    await page.goto(unsubscribeLink!);
    await page.getByRole('button', { name: 'Erinnerung abbestellen' }).click();
    await expect(page.getByText(`Sie erhalten keine Erinnerung zu «${PANS.name}».`)).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await optInsOf(page, email)).stockReminders[0]?.status).toBe('UNSUBSCRIBED');
  });

  for (const shop of [DE, CH]) {
    test(`${shop.locale}: market research confirmed from the demo mail, then already confirmed`, async ({
      page,
    }) => {
      const { email } = shop.customer;
      const [link] = await linksOfNewest(page, email, 'market-research-doi');
      const answer = await page.goto(link!);
      expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
      await expect(page).toHaveURL(`${shop.origin}/research/confirmation`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Teilnahme an Kundenbefragungen bestätigen' }),
      ).toBeVisible();
      expect((await optInsOf(page, email)).marketResearch).toBe('PENDING');
      await page.getByRole('button', { name: 'Einwilligung bestätigen' }).click();
      await expect(
        page.getByRole('heading', { name: 'Vielen Dank für Ihre Einwilligung' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      expect((await optInsOf(page, email)).marketResearch).toBe('CONFIRMED');

      await page.goto(link!);
      await page.getByRole('button', { name: 'Einwilligung bestätigen' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Sie haben Ihre Teilnahme an Kundenbefragungen bereits bestätigt.',
      );
      await expectNoAxeViolations(page);

      // A new visit without the token (typing the address again in the same tab counts as a reload).
      await page.goto('about:blank');
      await page.goto(`${shop.origin}/research/confirmation`);
      await expect(page.getByRole('alert')).toContainText('Dieser Link ist unvollständig');
    });

    test(`${shop.locale}: upsell mails unsubscribed from the demo mail; a forged link is refused`, async ({
      page,
    }) => {
      const { email } = shop.customer;
      const [link] = await linksOfNewest(page, email, 'upsell');
      const forged = new URL(link!);
      forged.searchParams.set('signature', 'gefaelscht');
      await page.goto(forged.href);
      await expect(page.getByText(`an ${email} erhalten?`)).toBeVisible();
      await page.getByRole('button', { name: 'Empfehlungen abbestellen' }).click();
      await expect(page.getByRole('alert')).toContainText('nicht mehr gültig');
      await expectNoAxeViolations(page);
      expect((await optInsOf(page, email)).upsellUnsubscribed).toBe(false);

      const answer = await page.goto(link!);
      expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
      await expect(page).toHaveURL(`${shop.origin}/unsubscribe/upsell`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Empfehlungen abbestellen' }).click();
      await expect(page.getByRole('heading', { name: 'Sie sind abgemeldet' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect((await optInsOf(page, email)).upsellUnsubscribed).toBe(true);
    });
  }
});
