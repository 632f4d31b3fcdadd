// `node docker/render/serve-host.ts [prefix]`: what the host image runs. It renders the site,
// runs nginx in the foreground, and renders again and reloads nginx (SIGHUP) whenever the
// mounted registry or settings change (reload-on-config-change.ts), so a release or a rollback reaches
// visitors without restarting the container. Stop signals go on to nginx, whose exit ends this.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { reloadOnConfigChange } from './reload-on-config-change.ts';
import { renderSite } from './render-site.ts';

const prefix = process.argv[2] ?? process.env.SITE_PREFIX ?? '/srv/site';
const templates = path.resolve(path.dirname(process.argv[1]!), '../nginx');
const render = () => renderSite('host', { prefix, templates }, process.env);

render();
console.log(`rendered the host site below ${prefix}`);
const nginx = spawn(
  'nginx',
  ['-e', 'stderr', '-p', prefix, '-c', 'conf/nginx.conf', '-g', 'daemon off;'],
  {
    stdio: 'inherit',
  },
);
const configDir = process.env.CONFIG_DIR;
const stopFollowing = configDir ? reloadOnConfigChange(configDir, render, nginx) : () => undefined;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const) {
  process.on(signal, () => nginx.kill(signal));
}
nginx.on('exit', (code, signal) => {
  stopFollowing();
  process.exit(code ?? (signal ? 1 : 0));
});
