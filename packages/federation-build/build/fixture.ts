// The plugins' tests build small projects written to a temporary folder, with webpack's Node API.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/** A temporary folder holding `files` (path → text); the caller removes it. */
export function writeProject(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'federation-build-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Runs one build; rejects with the build's errors, so a test sees why it broke. */
export function compile(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack({ infrastructureLogging: { level: 'error' }, ...config });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats);
    }),
  );
}
