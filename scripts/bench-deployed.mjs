#!/usr/bin/env node
// `pnpm bench:deployed` (not part of the tests; run it under the e2e lock): Lighthouse of the
// login as deployed — the product started as the deployed-mode e2e runs it
// (e2e/deployed/serve-deployed.mts: nginx with the images' configuration, TLS, /dpl/av, remotes
// on their own origins, two API instances in production mode on PostgreSQL). Needs
// `pnpm build` and `pnpm build:deployed` first. Prints the median of RUNS (default 3) cold
// passes, each in a fresh Chromium profile that accepts this run's own certificate.
import { spawn } from 'node:child_process';
import https from 'node:https';
import { cpus } from 'node:os';
import { deployed, deployedShop } from '../e2e/deployed/ports.ts';
import { lighthousePassRetried, lighthouseSettingsLine, median } from './lighthouse-pass.mjs';

const runs = Number(process.env.RUNS ?? 3);
const url = `${deployedShop}/login`;

const server = spawn(
  process.execPath,
  ['--import', 'tsx', new URL('../e2e/deployed/serve-deployed.mts', import.meta.url).pathname],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
let serverExited = false;
server.on('exit', () => (serverExited = true));

/** SIGTERM lets the deployed mode stop its processes and drop its database and working folder. */
async function stopServer() {
  if (serverExited) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** The API's readiness through nginx; the certificate is this run's own. */
function ready() {
  return new Promise((resolve) => {
    https
      .get(
        `https://127.0.0.1:${deployed.hostPort}/api/ready`,
        { rejectUnauthorized: false },
        (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        },
      )
      .on('error', () => resolve(false));
  });
}

try {
  for (let attempt = 0; !(await ready()); attempt += 1) {
    if (serverExited || attempt > 600) throw new Error('the deployed mode did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const audits = [];
  // A pass in which Lighthouse failed to record a trace is run again; the count is printed.
  let failedPasses = 0;
  while (audits.length < runs) {
    const audit = await lighthousePassRetried(
      url,
      { chromiumFlags: ['--ignore-certificate-errors'] },
      {
        onFailure: (error) => {
          failedPasses += 1;
          console.error(`Lighthouse pass failed, running it again: ${error}`);
        },
      },
    );
    if (audit.finalPath !== '/dpl/av/login')
      throw new Error(`Lighthouse on ${url} ended at ${audit.finalPath}`);
    audits.push(audit);
  }
  const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
  console.log(
    `${url} as deployed, median of ${runs} cold passes (${failedPasses} failed passes run again)`,
  );
  console.log(`machine: ${cpus().length} × ${cpus()[0].model}, Node ${process.version}`);
  console.log(`  Lighthouse mobile  ${median(audits.map((a) => a.score))}`);
  console.log(`  FCP                ${ms(median(audits.map((a) => a.fcp)))}`);
  console.log(`  LCP                ${ms(median(audits.map((a) => a.lcp)))}`);
  console.log(`  TBT                ${ms(median(audits.map((a) => a.tbt)))}`);
  console.log(
    `  each pass (score FCP/LCP/TBT): ${audits.map((a) => `${a.score} ${ms(a.fcp)}/${ms(a.lcp)}/${ms(a.tbt)}`).join('; ')}`,
  );
  console.log(
    `${await lighthouseSettingsLine(audits[0].settings)}; benchmark index ${Math.round(median(audits.map((a) => a.benchmarkIndex)))}`,
  );
} finally {
  await stopServer();
}
