// One cold Lighthouse pass as the project measures it (pnpm bench, pnpm bench:deployed):
// Lighthouse 13 mobile with its default simulated throttling, performance only, in Chromium on
// a fresh profile (nothing cached, no cookies but the ones `prepare` sets).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

/** The browser and flags the e2e suite launches; Lighthouse's passes run it headless. */
const chromiumLaunch = JSON.parse(
  await readFile(new URL('../e2e/support/chromium.json', import.meta.url), 'utf8'),
);
export const chromiumPath = process.env.CHROMIUM_PATH ?? chromiumLaunch.executablePath;
export const chromiumArgs = ['--headless=new', ...chromiumLaunch.args];

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Chromium on a fresh profile (its own --user-data-dir): nothing cached, no cookies but ours. */
export async function freshChromium(extraArgs = []) {
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-profile-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      ...extraArgs,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  let port;
  for (let i = 0; i < 100 && !port; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    port = await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8').then(
      (text) => Number(text.split('\n')[0]),
      () => undefined,
    );
  }
  if (!port) throw new Error('Chromium did not open its debugging port');
  return {
    port,
    async close() {
      process.kill(-child.pid, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse on `url` in a fresh Chromium. `prepare(port)` runs before the audit (to set
 * session cookies over CDP); `chromiumFlags` go to that Chromium (the deployed mode's own
 * certificate). Lighthouse's own storage reset keeps cookies and clears the rest.
 * `throttlingMethod`: Lighthouse's default `simulate` (an unthrottled load, its figures
 * simulated for a slow phone) or `devtools` (the load itself run at 4× CPU on a slow network).
 */
export async function lighthousePass(
  url,
  { prepare, chromiumFlags = [], throttlingMethod = 'simulate' } = {},
) {
  const chrome = await freshChromium(chromiumFlags);
  try {
    if (prepare) await prepare(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
    });
    const { categories, audits, configSettings, environment } = result.lhr;
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      settings: configSettings,
      benchmarkIndex: environment.benchmarkIndex,
      finalPath: new URL(result.lhr.finalDisplayedUrl).pathname,
      runtimeError: result.lhr.runtimeError?.message,
    };
  } finally {
    await chrome.close();
  }
}

/**
 * `lighthousePass`, run again when Lighthouse fails to record a trace (NO_NAVSTART, NO_FCP) and
 * asks for another run: at most `retries` times, each failure told to `onFailure`.
 */
export async function lighthousePassRetried(
  url,
  options,
  { retries = 2, onFailure = () => {} } = {},
) {
  for (let failed = 0; ; failed += 1) {
    const audit = await lighthousePass(url, options);
    if (!audit.runtimeError) return audit;
    if (failed >= retries) throw new Error(`Lighthouse on ${url}: ${audit.runtimeError}`);
    onFailure(audit.runtimeError);
  }
}

/** "Lighthouse 13.5.0, mobile, simulate throttling (RTT …, CPU ×4)": how the figures were taken. */
export async function lighthouseSettingsLine(settings) {
  const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
  const { throttling } = settings;
  const network =
    settings.throttlingMethod === 'devtools'
      ? `request latency ${throttling.requestLatencyMs} ms, ${Math.round(throttling.downloadThroughputKbps)} kbit/s down`
      : `RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbit/s`;
  return (
    `Lighthouse ${version}, ${settings.formFactor}, ${settings.throttlingMethod} throttling ` +
    `(${network}, CPU ×${throttling.cpuSlowdownMultiplier}), fresh profile per pass`
  );
}
