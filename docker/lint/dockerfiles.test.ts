import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lintDockerfile } from './dockerfile-rules.ts';

const docker = path.join(__dirname, '..');
const dockerfiles = readdirSync(docker).filter((file) => file.endsWith('.Dockerfile'));
const read = (file: string) => readFileSync(path.join(docker, file), 'utf8');
const repository = path.join(docker, '..');

describe('the Dockerfiles', () => {
  it('exist for every kind of deployable: hosts, remotes, the API and the identity-provider stand-in', () => {
    expect(dockerfiles.sort()).toEqual([
      'api.Dockerfile',
      'host.Dockerfile',
      'idp.Dockerfile',
      'remote.Dockerfile',
    ]);
  });

  it.each(dockerfiles)('%s passes the checks', (file) => {
    expect(lintDockerfile(read(file))).toEqual([]);
  });

  // The workspace runs its build, suites and local servers on the Node its package.json names
  // (fetched by pnpm install): what ships is what is tested.
  it('all run the Node the workspace runs on, in every stage', () => {
    const { devDependencies } = JSON.parse(
      readFileSync(path.join(repository, 'package.json'), 'utf8'),
    ) as { devDependencies: Record<string, string> };
    const [major, minor] = devDependencies.node!.split('.');
    const tags = dockerfiles.flatMap((file) =>
      [...read(file).matchAll(/^FROM node:(\S+)/gm)].map((match) => match[1]),
    );
    expect(major).toBe('24');
    expect(new Set(tags)).toEqual(new Set([`${major}.${minor}-bookworm-slim`]));
  });

  it.each(dockerfiles)('%s installs the pnpm the repository names', (file) => {
    const { packageManager } = JSON.parse(
      readFileSync(path.join(repository, 'package.json'), 'utf8'),
    ) as { packageManager: string };
    expect(read(file)).toContain(`npm install --global ${packageManager}`);
  });

  it('runs the API compiled by its build script (dist/server.js), never through tsx', () => {
    const api = read('api.Dockerfile');
    const { scripts } = JSON.parse(
      readFileSync(path.join(repository, 'apps/api/package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(scripts.build).toBe('node scripts/build.mjs');
    expect(api).toContain('pnpm --filter @account/api run build');
    expect(api).toContain('CMD ["node", "--enable-source-maps", "dist/server.js"]');
    expect(api).not.toContain('tsx');
  });
});

describe('lintDockerfile', () => {
  const good = [
    'FROM node:24.21-bookworm-slim',
    'USER node',
    'HEALTHCHECK CMD ["true"]',
    'CMD ["node", "server.js"]',
  ].join('\n');

  it('passes a minimal good image', () => {
    expect(lintDockerfile(good)).toEqual([]);
  });

  it.each([
    ['an unpinned base image', good.replace('node:24.21-bookworm-slim', 'node:latest'), 'pinned'],
    [
      'a Node older than the runtime',
      good.replace('node:24.21-bookworm-slim', 'node:20.20-bookworm-slim'),
      'Node runtime',
    ],
    ['a root user', good.replace('USER node', 'USER root'), 'non-root'],
    ['no user at all', good.replace('USER node\n', ''), 'non-root'],
    ['no health check', good.replace('HEALTHCHECK CMD ["true"]\n', ''), 'HEALTHCHECK'],
    ['a shell-form CMD', good.replace('CMD ["node", "server.js"]', 'CMD node server.js'), 'CMD'],
    [
      'apt-get without cleaning up',
      good.replace('USER node', 'RUN apt-get update && apt-get install -y curl\nUSER node'),
      'apt-get',
    ],
    ['ADD', good.replace('USER node', 'ADD https://example.net/x.tgz /x\nUSER node'), 'ADD'],
    ['a lowercase instruction', good.replace('USER node', 'user node'), 'line 2'],
  ])('flags %s', (_name, dockerfile, rule) => {
    expect(lintDockerfile(dockerfile).join('\n')).toContain(rule);
  });
});
