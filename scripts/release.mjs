#!/usr/bin/env node
// pnpm release <remote> --canary <percent> [--entry <manifest url>] [--manifest <file or url>]
//              [--check-against <registry url or file>]
// pnpm release <remote> --promote | --rollback
//   with --env <local|development|staging|production> (docker/config/<env>/remotes.json) or
//   --registry <file>, and optionally --reason <text>
//
// Releases a remote to a share of customers: writes a canary beside its stable entry in an
// environment's registry (only after `pnpm deploy-check` accepts the build), makes the canary the
// stable version, or removes it. Every change is appended to releases.log.jsonl beside the
// registry: who, when, what (docs/decisions/062).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registryEntrySchema } from '../packages/contracts/src/remotes.ts';
import { releaseStep } from './release-registry.mjs';
import { root } from './workspace.mjs';

const USAGE = `usage: pnpm release <remote> (--canary <percent> [--entry <manifest url>] [--manifest <file or url>] [--check-against <registry>] | --promote | --rollback)
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
].filter(Boolean);
if (!remote || actions.length !== 1 || !(values.env || values.registry)) fail(USAGE, 2);
const [action] = actions;

const registryFile = values.registry
  ? path.resolve(values.registry)
  : path.join(root, 'docker/config', values.env, 'remotes.json');
if (!existsSync(registryFile)) fail(`no registry at ${registryFile}`, 2);
const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
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
  const manifest =
    values.manifest ?? path.join(root, 'remotes', remote, 'dist', 'mf-manifest.json');
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

try {
  const { step } = action === 'canary' ? await checkedCanary() : { step: { action } };
  const change = releaseStep(registry[remote], step);
  registryEntrySchema.parse(change.entry);
  registry[remote] = change.entry;
  writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
  const record = {
    at: new Date().toISOString(),
    by: releasedBy(),
    remote,
    action,
    from: change.from,
    to: change.to,
    ...(change.share !== undefined ? { share: change.share } : {}),
    ...(values.reason ? { reason: values.reason } : {}),
  };
  appendFileSync(path.join(path.dirname(registryFile), RELEASE_LOG), `${JSON.stringify(record)}\n`);
  const share = change.share !== undefined ? ` (${change.share} %)` : '';
  console.log(
    `${action} ${remote}: ${change.from.entry} → ${change.to.entry}${share} in ${registryFile}`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
