// Serves the built foreign host (host.cjs names which) on FOREIGN_HOST_PORT and proxies /api on
// its own origin to the account services (API_URL), as the host contract asks, so the session
// cookies go along.
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { outDir: dist } = require('./host.cjs');

const port = Number(process.env.FOREIGN_HOST_PORT ?? 3040);
const api = new URL(process.env.API_URL ?? 'http://127.0.0.1:3101');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

function proxy(request, response) {
  const upstream = http.request(
    {
      host: api.hostname,
      port: api.port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, host: api.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

http
  .createServer((request, response) => {
    if (request.url?.startsWith('/api/')) return proxy(request, response);
    // Remotes that fail for the e2e test: one answers 500, one never answers.
    if (request.url === '/test-remotes/failing/mf-manifest.json')
      return response.writeHead(500).end();
    if (request.url === '/test-remotes/hanging/mf-manifest.json') return;
    const file = path.join(dist, path.normalize(decodeURIComponent(request.url.split('?')[0])));
    const found = file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile();
    const served = found ? file : path.join(dist, 'index.html');
    response.writeHead(200, { 'content-type': types[path.extname(served)] ?? 'text/plain' });
    fs.createReadStream(served).pipe(response);
  })
  .listen(port);
