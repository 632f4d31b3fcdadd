#!/usr/bin/env node
// pnpm release <remote> --canary <percent> [--entry <manifest url>] [--manifest <file or url>]
//              [--check-against <registry url or file>]
// pnpm release <remote> --promote | --rollback
// pnpm release <remote> --watch [--prometheus <url>] [--window 10m] [--threshold 2]
//              [--minimum 5] [--every 60] [--once]
//   with --env <local|development|staging|production> (docker/config/<env>/remotes.json) or
//   --registry <file>, and optionally --reason <text>
//
// Releases a remote to a share of customers: writes a canary beside its stable entry in an
// environment's registry (only after `pnpm deploy-check` accepts the build), makes the canary the
// stable version, or removes it; `--watch` removes it by itself when its customers see more
// failures than the stable version's (canary-verdict.ts). Every change is appended to
// releases.log.jsonl beside the registry: who, when, what (docs/decisions/062).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { registryEntrySchema } from '../packages/contracts/src/remote-registry-schema.ts';
import { canaryVerdict, failuresOf } from './canary-verdict.ts';
import { releaseStep } from './release-registry.mjs';
import { root } from './workspace.mjs';

const USAGE = `usage: pnpm release <remote> (--canary <percent> [--entry <manifest url>] [--manifest <file or url>] [--check-against <registry>] | --promote | --rollback
                    | --watch [--prometheus <url>] [--window 10m] [--threshold 2] [--minimum 5] [--every <seconds>] [--once])
                    (--env <environment> | --registry <file>) [--reason <text>]`;

/** The log every registry change is appended to, beside the registry it changed. */
export const RELEASE_LOG = 'releases.log.jsonl';

function fail(message, code = 1) {
  console.error(`release: ${message}`);
  process.exit(code);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        canary: { type: 'string' },
        promote: { type: 'boolean' },
        rollback: { type: 'boolean' },
        entry: { type: 'string' },
        manifest: { type: 'string' },
        'check-against': { type: 'string' },
        env: { type: 'string' },
        registry: { type: 'string' },
        reason: { type: 'string' },
        watch: { type: 'boolean' },
        prometheus: { type: 'string', default: process.env.PROMETHEUS_URL },
        window: { type: 'string', default: '10m' },
        threshold: { type: 'string', default: '2' },
        minimum: { type: 'string', default: '5' },
        every: { type: 'string', default: '60' },
        once: { type: 'boolean' },
      },
    });
  } catch (error) {
    return fail(`${error.message}\n${USAGE}`, 2);
  }
})();

const [remote] = positionals;
const actions = [
  values.canary !== undefined && 'canary',
  values.promote && 'promote',
  values.rollback && 'rollback',
  values.watch && 'watch',
].filter(Boolean);
if (!remote || actions.length !== 1 || !(values.env || values.registry)) fail(USAGE, 2);
const [action] = actions;

const registryFile = values.registry
  ? path.resolve(values.registry)
  : path.join(root, 'docker/config', values.env, 'remotes.json');
if (!existsSync(registryFile)) fail(`no registry at ${registryFile}`, 2);
const readRegistry = () => JSON.parse(readFileSync(registryFile, 'utf8'));
const registry = readRegistry();
if (!(remote in registry))
  fail(`${registryFile} has no remote "${remote}"; it has ${Object.keys(registry).join(', ')}`, 2);

const isUrl = (where) => /^https?:\/\//.test(where);
async function readJson(where) {
  if (!isUrl(where)) return JSON.parse(readFileSync(where, 'utf8'));
  const response = await fetch(where);
  if (!response.ok) throw new Error(`${where}: HTTP ${response.status}`);
  return response.json();
}

/** The canary's build, after deploy-check accepts it for the host this registry belongs to. */
async function checkedCanary() {
  const share = Number(values.canary);
  if (!(share >= 0 && share <= 100))
    fail(`--canary takes a percentage from 0 to 100, not ${values.canary}`, 2);
  const current = registry[remote].canary;
  const entry = values.entry ?? current?.entry;
  if (!entry) fail("a first canary needs --entry <URL of the new build's mf-manifest.json>", 2);
  // A new build is checked from its dist; a canary's new share, from the canary's own manifest.
  const manifest =
    values.manifest ??
    (values.entry || !current
      ? path.join(root, 'remotes', remote, 'dist', 'mf-manifest.json')
      : current.entry);
  const checked = spawnSync(
    process.execPath,
    [
      path.join(root, 'scripts/deploy-check.mjs'),
      remote,
      '--registry',
      values['check-against'] ?? registryFile,
      '--manifest',
      manifest,
    ],
    { stdio: 'inherit' },
  );
  if (checked.status !== 0)
    fail(`deploy-check did not accept ${manifest}; the registry is unchanged`);
  const version = (await readJson(manifest)).metaData?.buildInfo?.buildVersion;
  return { step: { action: 'canary', canary: { entry, ...(version ? { version } : {}) }, share } };
}

/** Who releases: RELEASED_BY (a job), else the engineer's git e-mail, else the login name. */
function releasedBy() {
  if (process.env.RELEASED_BY) return process.env.RELEASED_BY;
  const git = spawnSync('git', ['config', 'user.email'], { encoding: 'utf8' });
  return git.stdout?.trim() || process.env.USER || 'unknown';
}

/** Writes one release step into the registry and appends its record to the log. */
function apply(current, step, reason) {
  const change = releaseStep(current[remote], step);
  registryEntrySchema.parse(change.entry);
  const updated = { ...current, [remote]: change.entry };
  writeFileSync(registryFile, `${JSON.stringify(updated, null, 2)}\n`);
  const record = {
    at: new Date().toISOString(),
    by: releasedBy(),
    remote,
    action: step.action,
    from: change.from,
    to: change.to,
    ...(change.share !== undefined ? { share: change.share } : {}),
    ...(reason ? { reason } : {}),
  };
  appendFileSync(path.join(path.dirname(registryFile), RELEASE_LOG), `${JSON.stringify(record)}\n`);
  const share = change.share !== undefined ? ` (${change.share} %)` : '';
  console.log(
    `${step.action} ${remote}: ${change.from.entry} → ${change.to.entry}${share} in ${registryFile}`,
  );
}

/**
 * Compares the canary with the stable version every `--every` seconds and rolls it back past the
 * threshold, with the measurement as the reason; ends when there is no canary (any more).
 */
async function watch() {
  const numberOf = (flag) => {
    const value = Number(values[flag]);
    if (!(value > 0)) fail(`--${flag} takes a positive number, not ${values[flag]}`, 2);
    return value;
  };
  const [threshold, minimum, every] = ['threshold', 'minimum', 'every'].map(numberOf);
  if (!values.prometheus) fail('--watch needs --prometheus <url> (or PROMETHEUS_URL)', 2);
  for (;;) {
    const current = readRegistry();
    const canary = typeof current[remote] === 'object' ? current[remote].canary : undefined;
    if (!canary) return console.log(`${remote} has no canary to watch in ${registryFile}`);
    if (!canary.version)
      fail(`the canary of ${remote} names no version, so its failures cannot be told apart`, 2);
    const measure = { remote, version: canary.version, window: values.window };
    const [canaryFailures, stableFailures] = await Promise.all([
      failuresOf(values.prometheus, measure),
      failuresOf(values.prometheus, { ...measure, others: true }),
    ]);
    const verdict = canaryVerdict({
      canary: canaryFailures,
      stable: stableFailures,
      share: canary.share,
      threshold,
      minimum,
      window: values.window,
    });
    console.log(`${new Date().toISOString()} ${remote} ${canary.version}: ${verdict.reason}`);
    if (verdict.rollBack) return apply(current, { action: 'rollback' }, verdict.reason);
    if (values.once) return;
    await sleep(every * 1000);
  }
}

try {
  if (action === 'watch') await watch();
  else {
    const { step } = action === 'canary' ? await checkedCanary() : { step: { action } };
    apply(registry, step, values.reason);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
