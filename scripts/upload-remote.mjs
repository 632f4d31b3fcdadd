#!/usr/bin/env node
// pnpm upload-remote <remote> --bucket <name> --public-url <https://cdn.example/remotes>
//                    (--env <environment> | --registry <file>) --canary <percent>
//                    [--endpoint <S3 URL>] [--region <region>] [--dist <folder>] [--reason <text>]
//
// A remote's release to the CDN's S3-compatible store (docs/operations.md, "Remotes on a CDN"):
// its build goes below <remote>/<release>/ (the release named by the hash of its entry files, so
// a new build never overwrites an old one's), the content-hashed files first, each stored with
// the Cache-Control of ops/cdn/cache-rules.json; then the short-lived files, mf-manifest.json
// last, since it names all the others; only then `pnpm release --canary` points the registry at
// it. An upload that fails leaves the registry as it was. Credentials: the SDK's own chain
// (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, or the pod's role).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import mime from 'mime-types';
import { cacheControlOf } from '../ops/cdn/cache-rules.cjs';
import { root } from './workspace.mjs';

const MANIFEST = 'mf-manifest.json';
const IMMUTABLE = 'immutable';

/** Every file below `dist`, as paths relative to it with forward slashes. */
function filesBelow(dist, folder = '') {
  return readdirSync(path.join(dist, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(dist, relative) : [relative];
  });
}

/** The release's folder name: what the browser loads first decides it (the manifest, the entry). */
export function releaseNameOf(dist) {
  const hash = createHash('sha256');
  for (const file of [MANIFEST, 'remoteEntry.js']) hash.update(readFileSync(path.join(dist, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The uploads in the order they must happen: hashed files (nothing points at them yet), then the
 * short-lived ones, the manifest last. Each with its key, Cache-Control and Content-Type.
 * @param {string} dist @param {string} prefix
 */
export function uploadPlan(dist, prefix) {
  const files = filesBelow(dist);
  if (!files.includes(MANIFEST)) throw new Error(`${dist} has no ${MANIFEST}: is it built?`);
  const rank = (file) => (file === MANIFEST ? 2 : cacheControlOf(file).includes(IMMUTABLE) ? 0 : 1);
  return files
    .map((file) => ({
      file,
      key: `${prefix}/${file}`,
      cacheControl: cacheControlOf(file),
      contentType: mime.contentType(path.basename(file)) || 'application/octet-stream',
      stage: rank(file),
    }))
    .sort((a, b) => a.stage - b.stage || a.file.localeCompare(b.file));
}

/**
 * Puts the plan's files, one stage after the other (the files of a stage at once).
 * @param {S3Client} client @param {string} bucket @param {string} dist
 * @param {ReturnType<typeof uploadPlan>} plan
 */
export async function upload(client, bucket, dist, plan) {
  for (const stage of [0, 1, 2])
    await Promise.all(
      plan
        .filter((item) => item.stage === stage)
        .map((item) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: item.key,
              Body: readFileSync(path.join(dist, item.file)),
              CacheControl: item.cacheControl,
              ContentType: item.contentType,
            }),
          ),
        ),
    );
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      bucket: { type: 'string' },
      'public-url': { type: 'string' },
      endpoint: { type: 'string' },
      region: { type: 'string', default: process.env.AWS_REGION ?? 'eu-central-1' },
      dist: { type: 'string' },
      env: { type: 'string' },
      registry: { type: 'string' },
      canary: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  const [remote] = positionals;
  if (
    !remote ||
    !values.bucket ||
    !values['public-url'] ||
    !values.canary ||
    !(values.env || values.registry)
  ) {
    console.error(
      'usage: pnpm upload-remote <remote> --bucket <name> --public-url <url> (--env <env> | --registry <file>) --canary <percent> [--endpoint <url>] [--dist <folder>]',
    );
    process.exit(2);
  }
  const dist = path.resolve(values.dist ?? path.join(root, 'remotes', remote, 'dist'));
  const prefix = `${remote}/${releaseNameOf(dist)}`;
  const plan = uploadPlan(dist, prefix);
  // An S3-compatible store other than AWS answers on its own host, buckets in the path.
  const client = new S3Client({
    region: values.region,
    ...(values.endpoint ? { endpoint: values.endpoint, forcePathStyle: true } : {}),
  });
  await upload(client, values.bucket, dist, plan);
  console.log(`uploaded ${plan.length} files to ${values.bucket}/${prefix}/`);

  const entry = `${values['public-url'].replace(/\/+$/, '')}/${prefix}/${MANIFEST}`;
  const released = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'scripts/release.mjs'),
      remote,
      '--canary',
      values.canary,
      '--entry',
      entry,
      '--manifest',
      path.join(dist, MANIFEST),
      ...(values.env ? ['--env', values.env] : ['--registry', values.registry]),
      ...(values.reason ? ['--reason', values.reason] : []),
    ],
    { stdio: 'inherit' },
  );
  process.exit(released.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname)
  main().catch((error) => {
    console.error(`upload-remote: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
