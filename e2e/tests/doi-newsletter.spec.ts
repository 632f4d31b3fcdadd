import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { shops } from '../support/shops';
import { freshAddress, linksOfNewest, optInsOf, shopCall } from '../support/opt-ins';

const { DE, CH } = shops;

test.describe('newsletter pages from the mail', () => {
  test('DE: confirm the sign-up, reduce to weekly, then unsubscribe', async ({ page }) => {
    const email = freshAddress('leserin');
    await shopCall(page, DE.locale, '/api/newsletter/subscriptions', { email });
    const [confirmLink] = await linksOfNewest(page, email, 'newsletter-doi');

    const answer = await page.goto(confirmLink!);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung bestätigen' }),
    ).toBeVisible();
    // Opening the link confirmed nothing, and the token left the address bar but survives a reload.
    expect((await optInsOf(page, email)).newsletter[0]?.status).toBe('PENDING');
    await expect(page).toHaveURL(`${DE.origin}/newsletter/confirmation`);
    await page.reload();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung!' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zu den Top-Deals' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await optInsOf(page, email)).newsletter[0]?.status).toBe('CONFIRMED');

    // The link again: used up.
    await page.goto(confirmLink!);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(page.getByRole('alert')).toContainText('nicht mehr gültig');
    await expect(page.getByRole('button', { name: 'Anmeldung bestätigen' })).toHaveCount(0);

    // The first issue's cancel link, at the absolute path.
    const [cancelLink] = await linksOfNewest(page, email, 'newsletter');
    expect(new URL(cancelLink!).pathname).toBe('/newsletter/cancelSubscription');
    await page.goto(cancelLink!);
    await expect(page.getByText(`Sie erhalten unseren Newsletter an ${email}.`)).toBeVisible();
    await expect(page).toHaveURL(`${DE.origin}/newsletter/cancelSubscription`);
    await page.getByRole('button', { name: 'Auswahl bestätigen' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte wählen Sie' });
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /nur noch einmal pro Woche/ }).check();
    await page.getByRole('button', { name: 'Auswahl bestätigen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Sie erhalten den Newsletter jetzt wöchentlich' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await optInsOf(page, email)).newsletter[0]).toMatchObject({
      status: 'CONFIRMED',
      frequency: 'WEEKLY',
    });

    // Weekly already: only the unsubscribe is left, chosen.
    await page.goto(cancelLink!);
    await expect(page.getByText('bereits nur einmal pro Woche')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Newsletter abbestellen' })).toBeChecked();
    await page.getByRole('button', { name: 'Auswahl bestätigen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Sie haben den Newsletter abbestellt' }),
    ).toBeVisible();
    expect((await optInsOf(page, email)).newsletter[0]?.status).toBe('UNSUBSCRIBED');

    await page.goto(cancelLink!);
    await expect(
      page.getByRole('heading', { name: 'Kein Newsletter-Abonnement gefunden' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('CH: confirm and unsubscribe in Swiss words; mail clients unsubscribe in one click', async ({
    page,
  }) => {
    const email = freshAddress('leser', 'example.ch');
    await shopCall(page, CH.locale, '/api/newsletter/subscriptions', { email });
    const [confirmLink] = await linksOfNewest(page, email, 'newsletter-doi');
    expect(new URL(confirmLink!).origin).toBe(CH.origin);
    await page.goto(confirmLink!);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' }),
    ).toBeVisible();

    const [cancelLink] = await linksOfNewest(page, email, 'newsletter');
    await page.goto(cancelLink!);
    await page.getByRole('radio', { name: 'Newsletter abbestellen' }).check();
    await page.getByRole('button', { name: 'Auswahl bestätigen' }).click();
    await expect(page.getByText('Schade, dass Sie uns verlassen!')).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await optInsOf(page, email)).newsletter[0]?.status).toBe('UNSUBSCRIBED');

    // Sign up again and leave through the mail's List-Unsubscribe header (RFC 8058).
    await shopCall(page, CH.locale, '/api/newsletter/subscriptions', { email });
    const [again] = await linksOfNewest(page, email, 'newsletter-doi', 2);
    await page.goto(again!);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' }),
    ).toBeVisible();
    expect((await optInsOf(page, email)).newsletter[0]?.status).toBe('CONFIRMED');
    const mails = await page.request.get(`/api/dev/mails?to=${encodeURIComponent(email)}`);
    const issue = (
      (await mails.json()) as Array<{ kind: string; headers: Record<string, string> }>
    ).find((mail) => mail.kind === 'newsletter')!;
    expect(issue.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(issue.headers['List-Unsubscribe']!)![1]!;
    expect(new URL(oneClick).origin).toBe(CH.origin);
    // Node (the mail client here) cannot resolve ch.localhost: the same path on the same server.
    const response = await page.request.post(new URL(oneClick).pathname, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(response.status()).toBe(200);
    expect((await optInsOf(page, email)).newsletter[0]?.status).toBe('UNSUBSCRIBED');
  });

  test('a cancel link without its subscription id shows the error', async ({ page }) => {
    await page.goto(`${DE.origin}/newsletter/cancelSubscription`);
    await expect(page.getByRole('alert')).toContainText('fehlt die Nummer Ihres Abonnements');
    await expectNoAxeViolations(page);
  });
});
