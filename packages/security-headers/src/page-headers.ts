// The security headers of a host's pages for its Node server (the shell's, the creators hub's),
// as nginx sends them when deployed. The registry and the runtime configuration are read again
// when they change, so pointing remotes.json at another server updates the policy without a
// restart.
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { htmlSecurityHeaders, isTokenPage, type HeaderSources } from './index';

function readWhenChanged<T>(file: string, parse: (text: string) => T): () => T {
  let seen: { mtimeMs: number; value: T } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (seen?.mtimeMs !== mtimeMs) seen = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return seen.value;
  };
}

/** Headers for one HTML answer; `nonce` is what the page's style elements carry. */
export function pageHeaders(publicDir: string, basePath: string, developmentSockets?: string[]) {
  const sources = readWhenChanged(path.join(publicDir, 'remotes.json'), (registryText) => ({
    registry: JSON.parse(registryText) as HeaderSources['registry'],
  }));
  const runtimeConfig = readWhenChanged(
    path.join(publicDir, 'runtime-config.json'),
    (text): HeaderSources['runtimeConfig'] => {
      const config = JSON.parse(text) as Partial<HeaderSources['runtimeConfig']>;
      return { ...config, services: config.services ?? {}, flags: config.flags ?? {} };
    },
  );
  return (pathname: string): { nonce: string; headers: Record<string, string> } => {
    // 128 random bits per answer, as the CSP specification asks of a nonce.
    const nonce = randomBytes(16).toString('base64');
    const headers = htmlSecurityHeaders(
      { ...sources(), runtimeConfig: runtimeConfig(), developmentSockets },
      { nonce, tokenPage: isTokenPage(pathname, basePath) },
    );
    return { nonce, headers };
  };
}
