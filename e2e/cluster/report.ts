import fs from 'node:fs';
import path from 'node:path';

/**
 * Prints a run's figures and keeps them beside the test results (CLUSTER_FIGURES names the file
 * for `pnpm test`), so the measured figures of docs/database-failover.md and docs/sizing.md can be
 * read again from a run.
 */
export function report(name: string, figures: Record<string, number | string>): void {
  console.log(
    `${name}:\n${Object.entries(figures)
      .map(([key, value]) => `  ${key}: ${value}`)
      .join('\n')}`,
  );
  const file = process.env.CLUSTER_FIGURES;
  if (!file) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const all = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : {};
  fs.writeFileSync(file, JSON.stringify({ ...all, [name]: figures }, null, 2));
}
