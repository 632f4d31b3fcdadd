import { readFile } from 'node:fs/promises';
import { paths } from '@account/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { linkIn, newestMail } from '../support/mail';
import { shops } from '../support/shops';
import { expect, test } from '../support/test';
import { unzip } from '../support/zip';

for (const shop of [shops.DE, shops.AT, shops.CH]) {
  test(`data export: requested in the privacy centre, the mailed link downloads a ZIP with the customer's e-mail and orders (${shop.locale})`, async ({
    page,
  }) => {
    // The ZIP now carries a PDF summary as well; with axe and the mail, past 30 s on a busy machine.
    test.setTimeout(60_000);
    const { email } = shop.customer;
    await page.goto(`${shop.origin}${paths.profile.privacyCentre()}`);
    await logIn(page, email);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Datenschutz & Einwilligungen' }),
    ).toBeVisible();

    const section = page.getByRole('region', { name: 'Meine Daten herunterladen' });
    await section.getByRole('button', { name: 'Daten anfordern' }).click();
    await expect(section.getByText(/E-Mail mit dem Link zum Herunterladen gesendet/)).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }

    const mail = await newestMail(page, email, 'data-export');
    expect(mail.subject).toBe('Ihre Datenauskunft steht bereit');
    if (shop.locale === 'de-CH') expect(mail.text).not.toContain('ß');
    const link = linkIn(mail);
    expect(link.startsWith(`${shop.origin}${paths.profile.dataExport()}?token=`)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ihre Daten herunterladen' }),
    ).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'ZIP-Datei herunterladen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(
      page.getByRole('main').getByText(/Ihre Daten wurden heruntergeladen/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const files = await unzip(await readFile((await download.path())!));
    const customer = JSON.parse(files.get('customer.json')!) as { profile: { email: string } };
    expect(customer.profile.email).toBe(email);
    const orders = JSON.parse(files.get('orders.json')!) as { orderNumber: string }[];
    expect(orders.length).toBeGreaterThanOrEqual(12);
    expect(files.get('orders.csv')).toContain(orders[0]!.orderNumber);

    // The link worked once: a second visit names it used.
    await page.goto(link);
    await page.getByRole('button', { name: 'ZIP-Datei herunterladen' }).click();
    await expect(page.getByRole('alert')).toContainText('wurde schon verwendet');
  });
}

test('data export: the mailed link opened while logged out leads through the login back to the download', async ({
  page,
  browser,
}) => {
  const shop = shops.DE;
  // Not the shop's usual customer: the test above has already asked for their link.
  const email = 'erika.viel@example.de';
  await page.goto(`${shop.origin}${paths.profile.privacyCentre()}`);
  await logIn(page, email);
  const section = page.getByRole('region', { name: 'Meine Daten herunterladen' });
  await section.getByRole('button', { name: 'Daten anfordern' }).click();
  await expect(section.getByText(/E-Mail mit dem Link zum Herunterladen gesendet/)).toBeVisible();
  const link = linkIn(await newestMail(page, email, 'data-export'));

  // The mail is opened on another device, where nobody is logged in.
  const elsewhere = await browser.newContext();
  try {
    const phone = await elsewhere.newPage();
    await phone.goto(link);
    await expect(phone).toHaveURL(/\/login\?returnTo=/);
    await logIn(phone, email);
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Ihre Daten herunterladen' }),
    ).toBeVisible();
    const downloading = phone.waitForEvent('download');
    await phone.getByRole('button', { name: 'ZIP-Datei herunterladen' }).click();
    const files = await unzip(await readFile((await (await downloading).path())!));
    const customer = JSON.parse(files.get('customer.json')!) as { profile: { email: string } };
    expect(customer.profile.email).toBe(email);
  } finally {
    await elsewhere.close();
  }
});
