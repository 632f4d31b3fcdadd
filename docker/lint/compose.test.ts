import { readFileSync } from 'node:fs';
import path from 'node:path';

const docker = path.join(__dirname, '..');
const compose = readFileSync(path.join(docker, 'compose.yaml'), 'utf8');
const registry = JSON.parse(
  readFileSync(path.join(docker, 'config/local/remotes.json'), 'utf8'),
) as Record<string, string>;

/** One service's block: from its name to the next service at the same indentation. */
function service(name: string): string {
  const start = compose.indexOf(`\n  ${name}:\n`, compose.indexOf('\nservices:\n'));
  if (start < 0) return '';
  const rest = compose.slice(start + 1);
  const next = rest.slice(1).search(/\n {2}[a-z-]+:\n/);
  return next < 0 ? rest : rest.slice(0, next + 1);
}

describe('docker/compose.yaml', () => {
  it.each(Object.entries(registry))(
    'serves the remote %s on the port its local registry entry names',
    (name, manifest) => {
      const block = service(`remote-${name}`);
      expect(block).toContain(`REMOTE: ${name}`);
      expect(block).toContain(`'${new URL(manifest).port}:8080'`);
    },
  );

  it.each(['postgres', 'mail', 'api', 'idp', 'shell'])(
    '%s restarts on failure and has a health check (its own or its image’s)',
    (name) => {
      const block = service(name);
      expect(block).toContain('restart: unless-stopped');
      if (['postgres', 'mail'].includes(name)) expect(block).toContain('healthcheck:');
    },
  );

  it('runs two API instances on the one database, unpublished, balanced by the shell', () => {
    expect(service('api')).toMatch(/deploy:\n\s+replicas: 2\n/);
    expect(service('api')).not.toContain('ports:');
    // One name for every replica: nginx's upstream takes each address it resolves to.
    expect(service('shell')).toContain('API_UPSTREAMS: api:3001');
    expect(service('shell')).toMatch(/api:\n\s+condition: service_healthy/);
  });

  it('starts the services only once PostgreSQL and the mail catcher are healthy', () => {
    expect(service('api')).toMatch(/postgres:\n\s+condition: service_healthy/);
    expect(service('api')).toMatch(/mail:\n\s+condition: service_healthy/);
    expect(service('api')).toContain('SMTP_URL: smtp://mail:1025');
  });

  it('migrates once per release, in a step of its own that the API instances wait for', () => {
    expect(service('migrate')).toContain(
      "command: ['node', '--enable-source-maps', 'dist/migrate.js']",
    );
    expect(service('migrate')).toContain('dockerfile: docker/api.Dockerfile');
    expect(service('api')).toMatch(/migrate:\n\s+condition: service_completed_successfully/);
    expect(service('api')).toContain("MIGRATE_AT_START: 'false'");
  });
});
