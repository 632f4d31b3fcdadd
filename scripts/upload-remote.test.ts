import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// The upload against a real S3 REST server on this machine (s3rver, files below a temporary
// folder), through the CLI as ops run it: the SDK's requests, the stored headers, the order the
// server received the objects in, and the registry switched only after.
const script = path.join(__dirname, 'upload-remote.mjs');
const STABLE = 'https://cdn.example/remotes/orders/1111111111111111/mf-manifest.json';
const CHUNK = '412.0a1b2c3d.js';

let server: S3rver;
let endpoint: string;
/** Keys in the order the server stored them. */
const stored: string[] = [];
let dir: string;
let registry: string;
let dist: string;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 's3rver-')),
    configureBuckets: [{ name: 'remotes', configs: [] }],
  });
  server.on('event', (event: { Records: Array<{ s3: { object: { key: string } } }> }) =>
    stored.push(decodeURIComponent(event.Records[0]!.s3.object.key)),
  );
  const { port } = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => server.close());

beforeEach(() => {
  stored.length = 0;
  dir = mkdtempSync(path.join(os.tmpdir(), 'upload-remote-'));
  registry = path.join(dir, 'remotes.json');
  writeFileSync(registry, JSON.stringify({ orders: STABLE }, null, 2));
  // The host's manifest beside its registry, which deploy-check compares the build with.
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', metaData: { pluginVersion: '2.9.3' }, shared: [] }),
  );
  dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'static'), { recursive: true });
  writeFileSync(path.join(dist, CHUNK), 'export const orders = 1;');
  writeFileSync(path.join(dist, 'static/main.9f8e7d6c.css'), 'body{}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var orders;');
  writeFileSync(path.join(dist, 'mf-stats.json'), '{}');
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      name: 'orders',
      metaData: { pluginVersion: '2.9.3', buildInfo: { buildVersion: '1.5.0' } },
      shared: [],
    }),
  );
});

/** The CLI, not blocking this process: the S3 server in it must answer meanwhile. */
function uploadRemote(bucket = 'remotes'): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        script,
        'orders',
        '--bucket',
        bucket,
        '--endpoint',
        endpoint,
        '--public-url',
        'https://cdn.example/remotes/',
        '--dist',
        dist,
        '--registry',
        registry,
        '--canary',
        '10',
      ],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
          RELEASED_BY: 'oncall@example.com',
        },
      },
      (error, _stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

async function headersOf(key: string) {
  const response = await fetch(`${endpoint}/remotes/${key}`);
  await response.arrayBuffer();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    contentType: response.headers.get('content-type'),
  };
}

it('uploads hashed files first, the manifest last, then points a canary at the new release', async () => {
  const result = await uploadRemote();
  expect(result.status).toBe(0);
  const entry = JSON.parse(readFileSync(registry, 'utf8')).orders.canary.entry as string;
  const release =
    /^https:\/\/cdn\.example\/remotes\/(orders\/[0-9a-f]{16})\/mf-manifest\.json$/.exec(entry)?.[1];
  expect(release).toBeDefined();
  expect(stored).toHaveLength(5);
  expect(stored.slice(0, 2).sort()).toEqual([
    `${release}/${CHUNK}`,
    `${release}/static/main.9f8e7d6c.css`,
  ]);
  expect(stored.slice(2, 4).sort()).toEqual([
    `${release}/mf-stats.json`,
    `${release}/remoteEntry.js`,
  ]);
  expect(stored[4]).toBe(`${release}/mf-manifest.json`);
  expect(JSON.parse(readFileSync(registry, 'utf8')).orders).toEqual({
    entry: STABLE,
    canary: { entry, version: '1.5.0', share: 10 },
  });

  expect(await headersOf(`${release}/${CHUNK}`)).toEqual({
    status: 200,
    cacheControl: 'public, max-age=31536000, immutable',
    contentType: 'text/javascript; charset=utf-8',
  });
  expect(await headersOf(`${release}/static/main.9f8e7d6c.css`)).toMatchObject({
    cacheControl: 'public, max-age=31536000, immutable',
    contentType: 'text/css; charset=utf-8',
  });
  for (const file of ['remoteEntry.js', 'mf-manifest.json'])
    expect(await headersOf(`${release}/${file}`)).toMatchObject({
      status: 200,
      cacheControl: 'no-cache',
    });
});

it('leaves the registry as it was when the upload fails', async () => {
  const before = readFileSync(registry, 'utf8');
  const result = await uploadRemote('no-such-bucket');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('upload-remote:');
  expect(readFileSync(registry, 'utf8')).toBe(before);
  expect(stored).toEqual([]);
});
