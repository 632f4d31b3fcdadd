// `node docker/render/main.ts host|remote [prefix]`: what an image runs before nginx starts
// (see render-site.ts). The templates are docker/nginx beside this folder.
import path from 'node:path';
import { renderSite } from './render-site.ts';

const [kind, prefix = process.env.SITE_PREFIX ?? '/srv/site'] = process.argv.slice(2);
if (kind !== 'host' && kind !== 'remote') {
  console.error('usage: main.ts host|remote [nginx prefix]');
  process.exit(2);
}
const templates = path.resolve(path.dirname(process.argv[1]!), '../nginx');
renderSite(kind, { prefix, templates }, process.env);
console.log(`rendered the ${kind} site below ${prefix}`);
