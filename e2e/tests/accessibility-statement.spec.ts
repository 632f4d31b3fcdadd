import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, logIn } from '../support/login';
import { shops } from '../support/shops';

// The statement each shop's law asks for (issue 26), reached from the footer; its claims come from
// the e2e evidence (scripts/accessibility-statement.mjs), its authority from the country.
const authorities = {
  DE: {
    heading: 'Durchsetzungsverfahren',
    text: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
    law: 'Barrierefreiheitsstärkungsgesetz (BFSG)',
  },
  AT: {
    heading: 'Schlichtungsverfahren',
    text: 'Schlichtungsverfahren beim Sozialministeriumservice',
    law: 'Barrierefreiheitsgesetz (BaFG)',
  },
  CH: {
    heading: 'Anlaufstelle für Fragen',
    text: 'Eidgenössische Büro für die Gleichstellung von Menschen mit Behinderungen (EBGB)',
    law: 'Wir geben sie freiwillig ab.',
  },
};
const areas = [
  'Anmeldung und Registrierung',
  'Bestellungen und Rechnungen',
  'Adressen',
  'Zahlungsarten',
  'Wunschliste',
  'Meine Daten',
  'Service und Kontakt',
  'Gefolgte Creator',
];

for (const [country, shop] of Object.entries(shops) as [keyof typeof shops, typeof shops.DE][]) {
  test(`${country}: the footer leads to the statement with every area, the date of the check and the authority`, async ({
    page,
  }) => {
    const authority = authorities[country];
    await page.goto(`${shop.origin}/login`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Barrierefreiheit', exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(authority.law);
    for (const heading of [
      'Stand der Prüfung',
      'Vereinbarkeit mit den Anforderungen',
      'Nicht barrierefreie Inhalte',
      'Feedback und Kontakt',
      authority.heading,
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText(authority.text);
    await expect(main.getByText(/^Zuletzt geprüft am \d{1,2}\. \p{L}+ \d{4}\./u)).toBeVisible();
    for (const area of areas) {
      await expect(main.getByText(new RegExp(`^${area}: `)).first()).toBeVisible();
    }
    if (country === 'CH') await expect(main).not.toContainText('ß');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });
}

test('"Barriere melden" opens the support form with the topic "Barrierefreiheit" chosen', async ({
  page,
}) => {
  const { DE } = shops;
  await page.goto(`${DE.origin}/login`);
  await logIn(page, DE.customer.email);
  await expectHome(page, DE.customer.firstName, DE.customer.lastName, DE.customer.customerNumber);
  await page.goto(`${DE.origin}/content/barrierefreiheit`);
  await page.getByRole('link', { name: 'Barriere melden' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nachricht an den Kundenservice' }),
  ).toBeVisible();
  await expect(page.getByLabel('Worum geht es?')).toHaveValue('accessibility');
  await expectNoAxeViolations(page);
});
