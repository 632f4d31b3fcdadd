#!/usr/bin/env node
// Screenshots of the built product for the README (docs/screens/): login, create account, home,
// orders, order detail, open invoices, the return (form, confirmation, order with the announced
// return), orders while loading and login after the session ended, at 1280 and 390 px, in the
// German and the Swiss shop; the home of a customer who just registered (German shop, 1280 px);
// the creators hub at 1280, 390 and 320 px, the wishlist and the privacy page at 320 px (German
// shop); issue 40's orders screens (the list filtered to the last 6 months, an order on its way in
// two parcels, an order with its refunds, the vouchers) in both shops at both widths. Starts the
// product on a fresh demo database exactly as the e2e suite does, takes the pictures in the
// system Chromium and stops everything again. Run after `pnpm build`, under the e2e lock:
//   flock /tmp/e2e.lock node scripts/screenshots.mjs
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The browser and flags the e2e suite launches, so screenshots show what the tests see. */
const chromiumLaunch = JSON.parse(
  readFileSync(path.join(root, 'e2e/support/chromium.json'), 'utf8'),
);
const out = path.join(root, 'docs/screens');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');

const shops = [
  {
    name: 'de',
    origin: 'http://de.localhost:3000',
    email: 'max.mustermann@example.de',
    order: '71010005',
    returnOrder: '71010007',
    inTransitOrder: '71010006',
    refundOrder: '71010009',
  },
  {
    name: 'ch',
    origin: 'http://ch.localhost:3000',
    email: 'luca.meier@example.ch',
    order: '73010005',
    returnOrder: '73010007',
    inTransitOrder: '73010006',
    refundOrder: '73010009',
  },
];
const widths = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const PASSWORD = 'Sommer2026!';

const env = {
  ...process.env,
  SQLITE_FILE: path.join(os.tmpdir(), `account-screens-${process.pid}.sqlite`),
  API_PORT: '3101',
};
execFileSync('pnpm', ['--filter', '@account/api', 'seed'], { cwd: root, env, stdio: 'ignore' });
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: root,
  env,
  stdio: 'ignore',
  detached: true,
});
process.on('SIGINT', () => {
  stopServer();
  process.exit(1);
});
process.on('SIGTERM', () => {
  stopServer();
  process.exit(1);
});
function stopServer() {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function until(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Waits until skeletons are gone and images are decoded, so a picture shows the settled page. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  // A full-page picture shows what lies below the fold: bring lazily loaded parts (the remotes'
  // home tiles load near the viewport) into reach first, or their placeholders never settle.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  // Loading placeholders are status regions; a confirmation notice is one that stays.
  await page.waitForFunction(
    () => !document.querySelector('[role="status"]:not([data-testid="confirmation"])'),
    undefined,
    { timeout: 15_000 },
  );
  await page.mouse.move(0, 0);
  // A full-page picture shows images below the fold too: load the lazy ones now.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    document.activeElement?.blur?.();
  });
}

/**
 * The return form with 1 of 2 pillows and a reason chosen, at every width; it is sent only at the
 * last width (sending changes the order), where the confirmation and the order detail with the
 * announced return are taken at both widths.
 */
async function returnScreens(page, shop, viewport, shot) {
  await page.goto(`${shop.origin}/orders/${shop.returnOrder}/returns`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByLabel(/Daunen-Kopfkissen/).check();
  await page.getByLabel(/^Wie viele/).selectOption('1');
  await page.getByLabel(/^Warum senden Sie/).selectOption('DOES_NOT_FIT');
  await shot('return');
  if (viewport !== widths.at(-1)) return;
  await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
  await page.getByRole('heading', { name: 'Ihre Rücksendung ist angemeldet' }).waitFor();
  const both = async (screen) => {
    for (const size of widths) {
      await page.setViewportSize(size);
      await settled(page);
      await page.screenshot({
        path: path.join(out, `${screen}-${shop.name}-${size.width}.png`),
        fullPage: true,
      });
    }
  };
  await both('return-confirmation');
  await page.goto(`${shop.origin}/orders/${shop.returnOrder}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await both('order-detail-return');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumLaunch.executablePath,
  args: chromiumLaunch.args,
});
try {
  await until('http://127.0.0.1:3000/api/health');
  mkdirSync(out, { recursive: true });
  for (const shop of shops) {
    for (const viewport of widths) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const shot = async (screen) => {
        await settled(page);
        await page.screenshot({
          path: path.join(out, `${screen}-${shop.name}-${viewport.width}.png`),
          fullPage: true,
        });
      };
      await page.goto(`${shop.origin}/login`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('login');
      // "Neu bei …? Kundenkonto anlegen": the e-mail, then the form of the shop.
      await page.getByRole('link', { name: 'Kundenkonto anlegen' }).click();
      const email = `neu.${viewport.width}@example.${shop.name}`;
      await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByLabel('Vorname', { exact: true }).waitFor();
      await shot('register');
      if (shop.name === 'de' && viewport.width === 1280) {
        await page.getByLabel('Frau', { exact: true }).check();
        await page.getByLabel('Vorname', { exact: true }).fill('Paula');
        await page.getByLabel('Nachname', { exact: true }).fill('Probst');
        await page.getByLabel('Straße').fill('Heidestraße');
        await page.getByLabel('Hausnummer').fill('17');
        await page.getByLabel('Postleitzahl').fill('51147');
        await page.getByLabel('Ort', { exact: true }).fill('Köln');
        await page.getByLabel('Geburtsdatum').fill('12.08.1964');
        await page.getByLabel('Passwort', { exact: true }).fill('Herbstlaub-ueber-Kiel');
        await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
        await page.getByRole('link', { name: 'Weiter zu Mein Konto' }).click();
        await page.waitForURL(/\/home$/);
        await page.getByRole('region', { name: 'Vervollständigen Sie Ihr Profil' }).waitFor();
        await shot('home-new');
        await context.clearCookies();
      }
      await page.goto(`${shop.origin}/login`);
      await page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/).fill(shop.email);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL(/\/home$/);
      await shot('home');
      for (const [screen, target] of [
        ['orders', '/orders'],
        ['order-detail', `/orders/${shop.order}`],
        ['open-invoices', '/open-invoices'],
        ['orders-filtered', '/orders?period=6m&state=delivered'],
        ['order-in-transit', `/orders/${shop.inTransitOrder}`],
        ['order-refund', `/orders/${shop.refundOrder}`],
        ['vouchers', '/my-vouchers'],
      ]) {
        await page.goto(`${shop.origin}${target}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await shot(screen);
      }
      await returnScreens(page, shop, viewport, shot);
      // A slow network: the login state held back, the frame and skeletons stand in for the page.
      await page.route('**/api/**', () => undefined);
      await page.goto(`${shop.origin}/orders`);
      await page.getByRole('main').getByRole('status').waitFor();
      await page.screenshot({
        path: path.join(out, `orders-loading-${shop.name}-${viewport.width}.png`),
        fullPage: true,
      });
      await page.unroute('**/api/**');
      await page.goto(`${shop.origin}/orders`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Logged out in another tab: this one shows login, saying why.
      const other = await context.newPage();
      await other.goto(`${shop.origin}/home`);
      await other.getByRole('button', { name: 'Abmelden' }).click();
      await page.getByRole('status').waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: path.join(out, `login-signed-out-${shop.name}-${viewport.width}.png`),
        fullPage: true,
      });
      await context.close();
    }
  }
  // The hub's start (logged out, as a visitor comes), the wishlist and a legal page at 320 px.
  const de = shops[0];
  for (const viewport of [...widths, { width: 320, height: 720 }]) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const shot = async (screen) => {
      await settled(page);
      await page.screenshot({
        path: path.join(out, `${screen}-de-${viewport.width}.png`),
        fullPage: true,
      });
    };
    await page.goto(`${de.origin.replace(/:3000$/, ':3030')}/creators-hub/`);
    await page.getByRole('heading', { level: 2, name: 'Jetzt live' }).waitFor();
    await shot('creators-hub');
    if (viewport.width === 320) {
      await page.goto(`${de.origin}/content/datenschutz`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('privacy');
      await page.goto(`${de.origin}/wishlist`);
      await page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/).fill(de.email);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.getByRole('heading', { level: 1, name: 'Wunschliste' }).waitFor();
      await shot('wishlist');
    }
    await context.close();
  }
} finally {
  await browser.close();
  stopServer();
}
console.log(`Screenshots taken in ${path.relative(root, out)}`);
