import type { FeatureFlag } from '@account/contracts';
import type { Page } from '@playwright/test';

/**
 * The shell's server carries its deployment files in the page (apps/shell/server/
 * deployment-files.mts). Another environment's server would carry its own; here the page's copy of
 * `file` is dropped before the page's scripts read it, so that they fetch the file, and the route
 * set up beside it answers as that environment would.
 */
async function fetchedNotCarried(page: Page, file: string): Promise<void> {
  await page.addInitScript((name) => {
    new MutationObserver((_mutations, observer) => {
      const element = document.getElementById('deployment-files');
      if (!element?.textContent) return;
      let files: Record<string, unknown>;
      try {
        files = JSON.parse(element.textContent) as Record<string, unknown>;
      } catch {
        return; // Not all parsed yet: the next mutation brings the rest.
      }
      for (const address of Object.keys(files))
        if (address.endsWith(`/${name}`)) delete files[address];
      element.textContent = JSON.stringify(files);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, file);
}

/** Serves the shell's real runtime-config.json with one flag switched, as another environment would. */
export async function withFlag(page: Page, flag: FeatureFlag, on: boolean): Promise<void> {
  await fetchedNotCarried(page, 'runtime-config.json');
  await page.route('**/runtime-config.json', async (route) => {
    // Node cannot resolve *.localhost; the shell answers the same file on the loopback address.
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString() });
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, flags: { ...config.flags, [flag]: on } } });
  });
}

/** Serves the shell's runtime-config.json with some settings replaced, as another environment would. */
export async function withConfig(page: Page, patch: Record<string, unknown>): Promise<void> {
  await fetchedNotCarried(page, 'runtime-config.json');
  await page.route('**/runtime-config.json', async (route) => {
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString() });
    await route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
}

/** Serves the shell's remotes.json without some areas, as an environment where they are not deployed yet. */
export async function withoutRemotes(page: Page, names: string[]): Promise<void> {
  await fetchedNotCarried(page, 'remotes.json');
  await page.route('**/remotes.json', async (route) => {
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString() });
    const registry: Record<string, string> = await response.json();
    await route.fulfill({
      response,
      json: Object.fromEntries(Object.entries(registry).filter(([name]) => !names.includes(name))),
    });
  });
}
