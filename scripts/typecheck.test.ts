import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, 'typecheck.mjs');

type Workspace = { source: string; options?: Record<string, unknown> };

/** A workspace tree of its own: one folder per workspace, each with its tsconfig and one file. */
function tree(workspaces: Record<string, Workspace>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
  const write = (file: string, content: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', { name: 'root', private: true });
  write('pnpm-workspace.yaml', 'packages:\n  - "*"\n');
  for (const [name, { source, options = {} }] of Object.entries(workspaces)) {
    write(`${name}/package.json`, {
      name,
      private: true,
      scripts: { typecheck: 'tsc -p tsconfig.json' },
    });
    write(`${name}/tsconfig.json`, {
      compilerOptions: { strict: true, noEmit: true, types: [], ...options },
      include: ['src'],
    });
    write(`${name}/src/index.ts`, source);
  }
  return root;
}

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

function typecheck(workspaces: Record<string, Workspace>) {
  root = tree(workspaces);
  const result = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

it('checks workspaces with equal options as one program, and others in one of their own', () => {
  const result = typecheck({
    a: { source: 'export const a: number = 1;' },
    b: { source: 'export const b: string = "b";' },
    c: { source: 'export const c = 1;', options: { noImplicitAny: false } },
  });
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^a, b: 2 files/m);
  expect(result.stdout).toMatch(/^c: 1 file,/m);
});

it('fails, naming the file and the error, when one workspace of a shared program is wrong', () => {
  const result = typecheck({
    a: { source: 'export const a: number = 1;' },
    b: { source: 'export const b: number = "b";' },
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`b${path.sep}src${path.sep}index.ts(1,14): error TS2322`);
});
