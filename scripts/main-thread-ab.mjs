#!/usr/bin/env node
// `node scripts/main-thread-ab.mjs PATH RUNS SPEC…` (not part of the tests): where two builds of a
// page spend their main thread, when a change is too small for Lighthouse's TBT to show it through
// the spread of its passes (docs/performance.md). Each SPEC is `ORIGIN` or `ORIGIN@FILE:COLUMN`:
// the loads alternate between the origins, each cold in a fresh context with the CPU slowed down
// 4× (CPU_SLOWDOWN), sampled by V8's profiler for 7 s. Prints the medians of the JavaScript run
// (samples outside idle, GC and the engine's own work), of the blocking time (the part of each
// long task beyond 50 ms, from the page's `longtask` entries), of the JavaScript heap in use at
// the end (where eagerly compiled code that never ran would show) and, with `@FILE:COLUMN`, of
// the time spent in that function and what it calls (the column as the profile names it: a
// minified file's position of the function's parameter list).
import { chromium } from '@playwright/test';
import { sessionCookies } from './cold-load.mjs';
import { cpuSlowdown } from './interaction-latency.mjs';
import { chromiumArgs, chromiumPath, median } from './lighthouse-pass.mjs';

const [pagePath, runs, ...specs] = process.argv.slice(2);
if (!pagePath || !Number(runs) || specs.length === 0) {
  console.error('usage: node scripts/main-thread-ab.mjs /login 9 http://localhost:3000 …');
  process.exit(2);
}
const notJavaScript = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** Blocking time of the page's long tasks, counted from before its first script. */
function observeLongTasks() {
  globalThis.__blocking = 0;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) globalThis.__blocking += Math.max(0, task.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
}

async function profiledLoad(browser, origin, under) {
  const context = await browser.newContext();
  try {
    if (pagePath !== '/login') await context.addCookies(await sessionCookies(origin));
    const page = await context.newPage();
    await page.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${pagePath}`);
    await page.waitForTimeout(7000);
    const { profile } = await cdp.send('Profiler.stop');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node);
    const isUnder = (node) => {
      for (let at = node; at; at = parents.get(at.id))
        if (`${at.callFrame.url.split('/').pop()}:${at.callFrame.columnNumber}` === under)
          return true;
      return false;
    };
    let javaScript = 0;
    let inFunction = 0;
    profile.samples.forEach((id, i) => {
      const node = nodes.get(id);
      const ms = profile.timeDeltas[i] / 1000;
      if (!notJavaScript.has(node.callFrame.functionName)) javaScript += ms;
      if (under && isUnder(node)) inFunction += ms;
    });
    return {
      javaScript,
      inFunction,
      blocking: await page.evaluate(() => globalThis.__blocking),
      heap: usedSize / 2 ** 20,
    };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs.slice(1),
});
const loads = new Map(specs.map((spec) => [spec, []]));
for (let run = 0; run < Number(runs); run += 1)
  for (const spec of specs) {
    const [origin, under] = spec.split('@');
    loads.get(spec).push(await profiledLoad(browser, origin, under));
  }
await browser.close();

const ms = (values) => `${Math.round(median(values)).toLocaleString('en')} ms`;
console.log(`${pagePath}, ${runs} cold loads each at ${cpuSlowdown}× CPU, medians:`);
for (const [spec, results] of loads) {
  const [origin, under] = spec.split('@');
  const parts = [
    `JavaScript ${ms(results.map((r) => r.javaScript))}`,
    `blocking ${ms(results.map((r) => r.blocking))}`,
    `heap ${median(results.map((r) => r.heap)).toFixed(1)} MiB`,
    ...(under ? [`in ${under} ${ms(results.map((r) => r.inFunction))}`] : []),
  ];
  console.log(`  ${origin}: ${parts.join(', ')}`);
}
