import { spawnSync } from 'node:child_process';
import chromium from './chromium.json';

const executablePath = process.env.CHROMIUM_PATH ?? chromium.executablePath;

/**
 * Chromium features the suites switch off on top of Playwright's own list. Each browser context
 * Playwright opens is a window of full Chromium, which preloads the suggestion popup of its
 * address bar: two WebUI pages (chrome://omnibox-popup.top-chrome) in a renderer of their own,
 * which no test opens. Without them and without traces (CI), 22 tests took 117 s and 179 s of
 * CPU on CI's two cores instead of 144 s and 244 s (docs/performance.md).
 */
const SWITCHED_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's `--disable-features` switch, as it launches Chromium. Chromium reads only the last
 * of several such switches, so a second one would silently turn Playwright's features back on;
 * the list is extended instead. It is read from a launch (about 4 s) once per run: the workers
 * inherit it from the test runner through the environment.
 */
function playwrightDisabledFeatures(): string {
  process.env.E2E_PLAYWRIGHT_DISABLED_FEATURES ??= (() => {
    const script = `
      const { chromium } = require('@playwright/test');
      chromium.launchServer(${JSON.stringify({ executablePath, args: chromium.args })}).then(async (server) => {
        const flag = server.process().spawnargs.find((arg) => arg.startsWith('--disable-features='));
        await server.close();
        console.log(flag ?? '');
      });`;
    const launched = spawnSync(process.execPath, ['-e', script], {
      cwd: __dirname,
      encoding: 'utf8',
    });
    if (launched.status !== 0) throw new Error(`Chromium did not start: ${launched.stderr}`);
    return launched.stdout.trim();
  })();
  return process.env.E2E_PLAYWRIGHT_DISABLED_FEATURES;
}

/** How the suites launch Chromium: Debian's build, with the flags of support/chromium.json. */
export function chromiumLaunchOptions() {
  const playwrights = playwrightDisabledFeatures();
  const features = [...playwrights.replace('--disable-features=', '').split(','), ...SWITCHED_OFF];
  return {
    executablePath,
    args: [...chromium.args, `--disable-features=${features.filter(Boolean).join(',')}`],
    ignoreDefaultArgs: playwrights ? [playwrights] : [],
  };
}
