// INP of two interactions as `pnpm bench` measures them (issue 38): typing the username into the
// login form as soon as the page is usable, and opening an order from the order history, each in a
// fresh context with the CPU slowed down (4× unless CPU_SLOWDOWN says otherwise). The figure is
// web-vitals' own INP (its iife build, injected before the page's scripts), the value a field
// measurement of customers would report.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sessionCookies } from './cold-load.mjs';

export const cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? 4);

// The package exports its CommonJS build from dist/, where the iife build lies beside it.
const webVitals = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('web-vitals')),
    'web-vitals.iife.js',
  ),
  'utf8',
);
// Every interaction counts (16 ms is the least web-vitals takes): its default of 40 ms would
// report nothing at all for a page that answers fast.
const reportInp = `${webVitals};
window.__inp = 0;
webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });`;

const username = 'max.mustermann@example.de';

/** The interactions measured, each from the page it starts on. */
export const interactions = [
  {
    name: 'typing the username (/login)',
    path: '/login',
    loggedIn: false,
    async interact(page) {
      // Usable: the shell lifts `inert` from the pre-rendered page once React has taken it over.
      await page.locator('#root:not([inert])').waitFor();
      const field = page.getByLabel('E-Mail-Adresse oder Kundennummer');
      await field.click();
      await field.pressSequentially(username, { delay: 40 });
    },
  },
  {
    name: 'opening an order (/orders)',
    path: '/orders',
    loggedIn: true,
    async interact(page) {
      const first = page.getByRole('article').first();
      await first.getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: /^Bestellung / }).waitFor();
    },
  },
];

/** One measurement: the page loaded with the CPU slowed down, the interaction, then its INP. */
export async function interactionLatency(browser, origin, interaction) {
  const context = await browser.newContext();
  if (interaction.loggedIn) await context.addCookies(await sessionCookies(origin));
  const page = await context.newPage();
  await page.addInitScript(reportInp);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}${interaction.path}`);
  await interaction.interact(page);
  // Event timings reach the observer after the next paint: give the last interaction time to land.
  await page.waitForTimeout(1000);
  const inp = await page.evaluate(() => globalThis.__inp);
  await context.close();
  return inp;
}
