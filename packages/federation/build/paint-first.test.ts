/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { PaintFirstPlugin } from './paint-first.cjs';

let project: string;
let html: string;

beforeAll(async () => {
  project = mkdtempSync(path.join(os.tmpdir(), 'paint-first-'));
  mkdirSync(path.join(project, 'src'));
  writeFileSync(path.join(project, 'src/index.js'), "document.title = 'ran';\n");
  const compiler = webpack({
    mode: 'production',
    context: project,
    entry: './src/index.js',
    output: {
      path: path.join(project, 'dist'),
      publicPath: '/',
      filename: 'main.[contenthash:8].js',
    },
    plugins: [
      new HtmlWebpackPlugin({ scriptLoading: 'defer' }),
      new PaintFirstPlugin({ nonce: '__NONCE__' }),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  html = readFileSync(path.join(project, 'dist/index.html'), 'utf8');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

test('the page names no script for the parser to run: the entry is preloaded and inserted by the loader', () => {
  // The built page is minified, as the hosts' pages are.
  const entry = /<link rel=preload as=script href=(\/main\.[0-9a-f]{8}\.js)>/.exec(html)?.[1];
  expect(entry).toBeDefined();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).toMatch(/<script nonce=__NONCE__>[^<]*requestAnimationFrame[^<]*<\/script>/);
  expect(html).toContain(JSON.stringify([entry]));
});

test('the loader inserts the scripts after a painted frame, or at once in a hidden tab', () => {
  const loader = /<script nonce=__NONCE__>([^<]*)<\/script>/.exec(html)![1]!;
  const inserted: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const page = (visibilityState: string) => ({
    document: {
      visibilityState,
      createElement: () => ({}),
      head: { appendChild: (script: { src: string }) => inserted.push(script.src) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const run = (scope: ReturnType<typeof page>) =>
    new Function(...Object.keys(scope), loader)(...Object.values(scope));

  run(page('visible'));
  expect(inserted).toEqual([]);
  frames.shift()!();
  expect(inserted).toEqual([]);
  timers.shift()!();
  expect(inserted).toEqual([expect.stringMatching(/^\/main\./)]);

  inserted.length = 0;
  run(page('hidden'));
  expect(inserted).toHaveLength(1);
});
