// Scripts run only from this origin and the exact origins of the remotes in remotes.json (and
// Google's reCAPTCHA when the runtime configuration names it). Subresource integrity from the
// manifests would not help: each manifest comes from the remote's own server, so whoever can
// change a remote's scripts can change its hashes too. The pointer file (remotes.json) is what
// this origin controls, so that is where trust is pinned. See docs/decisions.md (Security).
import { readFileSync } from 'node:fs';

const GOOGLE_RECAPTCHA = ['https://www.google.com', 'https://www.gstatic.com'];

export function contentSecurityPolicy(remotesFile: string, runtimeConfigFile: string): string {
  const registry = JSON.parse(readFileSync(remotesFile, 'utf8')) as Record<string, string>;
  const runtime = JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as {
    recaptcha?: { provider?: string };
  };
  const origins = new Set(Object.values(registry).map((manifest) => new URL(manifest).origin));
  if (runtime.recaptcha?.provider === 'google')
    for (const origin of GOOGLE_RECAPTCHA) origins.add(origin);
  return [
    `script-src 'self' ${[...origins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
