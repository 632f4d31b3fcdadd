// The browsers' own violation reports reach the services through each host's proxy and are kept
// (csp_reports): a real violation in Chromium, on the shell and on the creators hub.
import { expect, test } from '../support/test';
import { hubUrl } from '../support/creators-hub';
import { shops } from '../support/shops';

const DE = shops.DE;

interface StoredReport {
  directive: string;
  blockedUri: string;
  documentUri: string;
}

for (const [host, address, name] of [
  ['the shell', `${DE.origin}/login`, 'shell'],
  ['the creators hub', hubUrl(DE), 'hub'],
] as const) {
  test(`a violation on ${host} arrives as a stored report`, async ({ page, cspViolations }) => {
    // Browsers queue reports and send them in batches; a minute covers Chromium's delay.
    test.setTimeout(90_000);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // An image from an origin the policy does not name: blocked before it is requested.
    // No digits in the path: the services scrub digit runs (order numbers) from stored addresses.
    const blocked = `http://127.0.0.1:9/csp-e2e-${name}.png`;
    await page.evaluate((src) => {
      const image = document.createElement('img');
      image.src = src;
      image.alt = '';
      document.body.append(image);
    }, blocked);
    await expect.poll(() => cspViolations.join()).toContain(`img-src ${blocked}`);
    // Provoked on purpose; the fixture checks that nothing else was blocked.
    cspViolations.splice(0);

    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/dev/csp-reports');
          const reports = (await response.json()) as StoredReport[];
          return reports.find((report) => report.blockedUri === blocked) ?? null;
        },
        { timeout: 75_000, intervals: [500] },
      )
      .toMatchObject({
        directive: 'img-src',
        documentUri: expect.stringContaining(new URL(address).origin),
      });
  });
}
