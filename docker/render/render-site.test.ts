import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listenConf, remoteMapsConf, renderSite, substitute } from './render-site.ts';

const config = path.join(__dirname, '../config/local');
const templates = path.join(__dirname, '../nginx');

describe('substitute', () => {
  it('fills ${NAME} from the environment', () => {
    expect(substitute('{"a":"${SHOP_HOST_DE}"}', { SHOP_HOST_DE: 'x.example' })).toBe(
      '{"a":"x.example"}',
    );
  });

  it('refuses to start with a name left unset', () => {
    expect(() => substitute('${RECAPTCHA_SITE_KEY}', {})).toThrow('RECAPTCHA_SITE_KEY');
  });
});

describe('listenConf', () => {
  it('listens on plain http without a certificate, and sends no HSTS there', () => {
    expect(listenConf({ LISTEN_PORT: '9000' })).toBe('listen 9000;\naccess_log /dev/stdout;\n');
  });

  it('ends TLS with HTTP/2 and HSTS when a certificate is mounted', () => {
    const conf = listenConf({
      TLS_CERTIFICATE: '/tls/cert.pem',
      TLS_CERTIFICATE_KEY: '/tls/key.pem',
    });
    expect(conf).toContain('listen 8080 ssl http2;');
    expect(conf).toContain('ssl_certificate_key /tls/key.pem;');
    expect(conf).toContain('Strict-Transport-Security "max-age=63072000; includeSubDomains"');
  });

  it('believes X-Forwarded-For only from the trusted proxies', () => {
    expect(listenConf({ TRUSTED_PROXIES: '10.0.0.0/8' })).toContain('set_real_ip_from 10.0.0.0/8;');
  });
});

describe('renderSite', () => {
  it('renders a host: the served files, its policy and shops, and the API instances', () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'render-host-'));
    renderSite(
      'host',
      { prefix, templates },
      { CONFIG_DIR: config, API_UPSTREAMS: 'api-1:3001,api-2:3001' },
    );
    const maps = readFileSync(path.join(prefix, 'conf/generated/maps.conf'), 'utf8');
    expect(maps).toContain('server api-1:3001;\n    server api-2:3001;');
    expect(maps).toContain('"at.localhost" de-AT;');
    expect(maps).toMatch(
      /~\^text\/html "default-src 'self'; script-src 'self' http:\/\/localhost:8110 [^"]*style-src 'self' 'nonce-\$request_id'/,
    );
    expect(maps).toContain('"~^/dpl/av/(?:set-password|');
    const site = readFileSync(path.join(prefix, 'conf/generated/site.conf'), 'utf8');
    expect(site).toContain('location /dpl/av/ {');
    expect(site).not.toContain('${BASE_PATH}');
    expect(readFileSync(path.join(prefix, 'www/dpl/av/remotes.json'), 'utf8')).toBe(
      readFileSync(path.join(config, 'remotes.json'), 'utf8'),
    );
  });

  it("writes the mounted settings and registry into the host's pages, and drops their preloads", () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'render-host-'));
    const served = path.join(prefix, 'www/dpl/av');
    mkdirSync(served, { recursive: true });
    writeFileSync(
      path.join(served, 'login.de-AT.html'),
      '<html><head><link rel=preload href=/dpl/av/runtime-config.json as=fetch crossorigin data-deployment-file>' +
        '<link rel=preload href=/dpl/av/remotes.json as=fetch crossorigin data-deployment-file></head><body></body></html>',
    );
    const render = () => renderSite('host', { prefix, templates }, { CONFIG_DIR: config });
    render();
    render(); // A restart renders again: the page still carries one copy.
    const page = readFileSync(path.join(served, 'login.de-AT.html'), 'utf8');
    const carried = [
      ...page.matchAll(/<script type="application\/json" id="deployment-files">(.*?)<\/script>/g),
    ];
    expect(carried).toHaveLength(1);
    expect(JSON.parse(carried[0]![1]!)).toEqual({
      '/dpl/av/runtime-config.json': JSON.parse(
        readFileSync(path.join(config, 'runtime-config.json'), 'utf8'),
      ),
      '/dpl/av/remotes.json': JSON.parse(readFileSync(path.join(config, 'remotes.json'), 'utf8')),
    });
    expect(page).not.toContain('<link');
  });

  it('derives the policy from the mounted registry: another pointer, another origin', () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'render-host-'));
    renderSite(
      'host',
      { prefix, templates },
      {
        CONFIG_DIR: path.join(__dirname, '../config/production'),
        SHOP_HOST_DE: 'de.example',
        SHOP_HOST_AT: 'at.example',
        SHOP_HOST_CH: 'ch.example',
        RECAPTCHA_SITE_KEY: 'k',
        SOCIAL_APPLE_CLIENT_ID: 'a',
        SOCIAL_GOOGLE_CLIENT_ID: 'g',
        SOCIAL_FACEBOOK_CLIENT_ID: 'f',
        REMOTES_DOMAIN: 'mfe.example',
      },
    );
    const maps = readFileSync(path.join(prefix, 'conf/generated/maps.conf'), 'utf8');
    expect(maps).toContain(
      "script-src 'self' https://login.mfe.example https://orders.mfe.example",
    );
    expect(maps).toContain('https://www.google.com https://www.gstatic.com; style-src');
  });

  it('lets only the configured hosts read a remote cross-origin', () => {
    expect(remoteMapsConf({ ALLOWED_ORIGINS: 'https://de.example,https://at.example' })).toContain(
      '"https://at.example" "https://at.example";',
    );
    expect(() => remoteMapsConf({})).toThrow('ALLOWED_ORIGINS');
  });
});
