/** @jest-environment node */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { compile, writeProject } from './fixture';
import { COMPILE_HINT, CompileEntryEagerlyPlugin } from './compile-entry-eagerly.cjs';

// An entry that starts the app and a page it loads later, minified as in production.
let project: string;
beforeAll(() => {
  project = writeProject({
    'src/index.js': "/* the entry */\nwindow.started = true;\nimport('./page');\n",
    'src/page.js': "export default function page() { return 'page'; }\n",
  });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The emitted scripts, named as the browser requests them, with their text. */
async function build(plugins: webpack.WebpackPluginInstance[]) {
  const output = path.join(project, `dist-${plugins.length}`);
  await compile({
    mode: 'production',
    context: project,
    entry: './src/index.js',
    output: { path: output, filename: 'main.[contenthash:8].js', chunkFilename: '[name].js' },
    plugins,
  });
  return Object.fromEntries(
    readdirSync(output).map((file) => [file, readFileSync(path.join(output, file), 'utf8')]),
  );
}

test('the entry file starts with the compile hint, after the minifier removed the comments', async () => {
  const files = await build([new CompileEntryEagerlyPlugin()]);
  const [entry] = Object.entries(files).filter(([file]) => file.startsWith('main.'));
  expect(entry?.[1].startsWith(COMPILE_HINT)).toBe(true);
  expect(entry?.[1]).toContain('started');
  expect(entry?.[1]).not.toContain('the entry');
});

test('the page loaded later is left to compile lazily', async () => {
  const files = await build([new CompileEntryEagerlyPlugin()]);
  const pages = Object.entries(files)
    .filter(([file]) => !file.startsWith('main.'))
    .map(([, text]) => text);
  expect(pages).toEqual([expect.stringMatching(/["']page["']/)]);
  expect(pages.join('')).not.toContain('allFunctionsCalledOnLoad');
});

test("the entry's hashed name changes with the hint, so no cache keeps the file without it", async () => {
  const [without, withHint] = [await build([]), await build([new CompileEntryEagerlyPlugin()])];
  const entryName = (files: Record<string, string>) =>
    Object.keys(files).find((file) => file.startsWith('main.'));
  expect(entryName(withHint)).not.toBe(entryName(without));
});
