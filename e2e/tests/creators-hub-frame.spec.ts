import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { shops } from '../support/shops';
import { hubUrl } from '../support/creators-hub';

const { DE, CH } = shops;
const title = (page: string) => `${page} – Creators Hub – Shop24 Direkt`;

/** After a navigation the new page's h1 has the focus and is announced (WCAG 2.4.3, 4.1.3). */
async function expectPageChangeTo(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByTestId('live-region')).toHaveText(heading);
  await expect(page).toHaveTitle(title(heading));
}

const hubNavigation = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Creators Hub' }).getByRole('link', { name });

async function expectNoOverflow(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test.describe('the creators hub frame', () => {
  test('has the shop logo and legal footer, its own title per page, focus on the heading after a navigation, and a way to watch who is live', async ({
    page,
  }) => {
    await page.goto(hubUrl(DE));
    await expect(page.getByRole('heading', { level: 1, name: 'Live & demnächst' })).toBeVisible();
    await expect(page).toHaveTitle(title('Live & demnächst'));
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: 'Shop24 Direkt – zur Startseite des Shops' }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '0800 23 23 23 0' }).first()).toBeVisible();
    for (const [name, slug] of [
      ['Impressum', 'impressum'],
      ['Datenschutz', 'datenschutz'],
      ['Barrierefreiheit', 'barrierefreiheit'],
    ] as const)
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `${DE.origin}${paths.content(slug)}`,
      );

    // Sophie Wagner streams now: her card leads to the shop's live TV page of the stream.
    const sophie = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Sophie Wagner' }) });
    const watch = sophie.getByRole('link', { name: 'Live ansehen: Funkelstunde – Sonderausgabe' });
    await expect(watch).toHaveText('Live ansehen');
    await expect(watch).toHaveAttribute('href', /^\/live-tv\/sophie-wagner-special-\d+$/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Sophie Wagner' }).click();
    await expectPageChangeTo(page, 'Sophie Wagner');
    await expect(page.getByRole('link', { name: /^Live ansehen: / })).toHaveAttribute(
      'href',
      /^\/live-tv\/sophie-wagner-special-\d+$/,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zurück zu Live & demnächst' }).click();
    await expectPageChangeTo(page, 'Live & demnächst');

    // The followed creators (the remote, after the account's login) are a hub page too.
    await hubNavigation(page, 'Gefolgte Creator').click();
    await logIn(page, DE.customer.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Gefolgte Creator' })).toBeVisible();
    await expect(page).toHaveTitle(title('Gefolgte Creator'));
    await expect(page.getByText('Zurück zu Mein Konto')).toHaveCount(0);
    await page.getByRole('link', { name: 'Zurück zu Live & demnächst' }).click();
    await expectPageChangeTo(page, 'Live & demnächst');
    await hubNavigation(page, 'Gefolgte Creator').click();
    await expectPageChangeTo(page, 'Gefolgte Creator');

    // The footer's legal pages open in the account's frame.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(`${DE.origin}${paths.content('impressum')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  });

  for (const width of [390, 320])
    test(`fits ${width} px without anything sticking out, and axe finds nothing (CH)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(hubUrl(CH));
      await expect(page.getByRole('heading', { level: 1, name: 'Live & demnächst' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Live ansehen: / }).first()).toBeVisible();
      expect(await page.getAttribute('html', 'lang')).toBe('de-CH');
      await expectNoOverflow(page);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Lena Koch' }).click();
      await expectPageChangeTo(page, 'Lena Koch');
      await expectNoOverflow(page);
      await expectNoAxeViolations(page);
    });
});
