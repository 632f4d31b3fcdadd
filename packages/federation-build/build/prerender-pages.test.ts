/** @jest-environment node */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, writeProject } from './fixture';
import { PrerenderPagesPlugin } from './prerender-pages.cjs';

// A shell with two shops in German and one in Swiss German, whose Node bundle renders a page as
// a paragraph naming the page and the locale, styled by one emotion rule.
let project: string;
beforeEach(() => {
  project = writeProject({
    'public/runtime-config.json': JSON.stringify({
      shops: { 'de.localhost': 'de-DE', 'at.localhost': 'de-DE', 'ch.localhost': 'de-CH' },
    }),
    'src/render-page.js': `
      export async function renderPage(page, locale) {
        return {
          html: \`<p>\${page.name} \${locale}</p>\`,
          styles: '<style data-emotion="css p1">p{color:red}</style>',
        };
      }
    `,
    'dist/index.html':
      '<!doctype html><html lang=de><head><title>Konto</title></head><body><div id=root></div></body></html>',
  });
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function prerender(pages: Array<{ name: string }>) {
  const outputPath = path.join(project, 'dist-prerender');
  return compile({
    mode: 'production',
    target: 'node',
    context: project,
    entry: { 'render-page': './src/render-page.js' },
    output: { path: outputPath, filename: '[name].js', library: { type: 'commonjs2' } },
    plugins: [
      new PrerenderPagesPlugin({
        bundle: path.join(outputPath, 'render-page.js'),
        pages,
        webDist: path.join(project, 'dist'),
        dir: project,
        cspNonce: '__NONCE__',
      }),
    ],
  });
}

const page = (file: string) => readFileSync(path.join(project, 'dist', file), 'utf8');

test('writes each page once per shop locale: the markup in #root, the language and the styles with the nonce', async () => {
  await prerender([{ name: 'login' }, { name: 'home' }]);
  expect(page('login.de-CH.html')).toBe(
    '<!doctype html><html lang="de-CH"><head><title>Konto</title>' +
      '<style nonce="__NONCE__" data-emotion="css p1">p{color:red}</style></head>' +
      '<body><div id="root" inert><p>login de-CH</p></div></body></html>',
  );
  expect(page('home.de-DE.html')).toContain('<div id="root" inert><p>home de-DE</p></div>');
  expect(existsSync(path.join(project, 'dist/login.de-AT.html'))).toBe(false);
});

test('fails the build when index.html has no empty root to render into', async () => {
  writeFileSync(path.join(project, 'dist/index.html'), '<html><body><main></main></body></html>');
  await expect(prerender([{ name: 'login' }])).rejects.toThrow(
    'index.html has no empty <div id="root"></div> to render into',
  );
});
