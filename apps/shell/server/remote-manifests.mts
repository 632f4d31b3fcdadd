// Each remote's mf-manifest.json as it serves it now, for the shell's server to put into the
// pages that remote serves (deployment-files.mts); a remote that does not answer gets none, and
// its page fetches the manifest itself. Kept briefly, refreshed behind the answers that use it,
// and never worth delaying (beyond a moment) or failing a page for.

/** What makes an answer a remote's mf-manifest.json (deployment-files.mts carries only those). */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: unknown[];
}

export interface RemoteManifestOptions {
  /** How long a fetched manifest is used before it is fetched again (behind the answer). */
  maxAgeMs?: number;
  /** How long a page waits for a manifest not yet had (or not had last time) before it goes without it. */
  firstWaitMs?: number;
  /** How long a fetch of a manifest may take at all. */
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

interface Entry {
  fetchedAt: number;
  manifest: RemoteManifest | null;
  refreshing: Promise<RemoteManifest | null> | null;
}

/**
 * `manifestFor(url)` answers the manifest last fetched from `url`, or null when that remote did
 * not answer with one: then the page carries none and fetches it itself. A manifest older than
 * `maxAgeMs` is answered still and fetched again for the next page; one that could not be had is
 * asked for again by the next page.
 */
export function remoteManifests({
  maxAgeMs = 30_000,
  firstWaitMs = 100,
  timeoutMs = 2_000,
  now = Date.now,
  fetch: fetchManifest = fetch,
}: RemoteManifestOptions = {}) {
  const entries = new Map<string, Entry>();

  function refresh(url: string, entry: Entry): Promise<RemoteManifest | null> {
    entry.refreshing ??= fetchManifest(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => (isManifest(body) ? body : null))
      .catch(() => null)
      .then((manifest) => {
        Object.assign(entry, { manifest, fetchedAt: now(), refreshing: null });
        return manifest;
      });
    return entry.refreshing;
  }

  function manifestFor(url: string): Promise<RemoteManifest | null> {
    let entry = entries.get(url);
    if (!entry) {
      entry = { fetchedAt: 0, manifest: null, refreshing: null };
      entries.set(url, entry);
    }
    if (entry.manifest) {
      if (now() - entry.fetchedAt >= maxAgeMs) void refresh(url, entry);
      return Promise.resolve(entry.manifest);
    }
    // None known (not yet fetched, or the remote did not answer last time): the page waits a
    // moment for it, at most `firstWaitMs`, then goes without.
    const waited = new Promise<null>((resolve) => setTimeout(resolve, firstWaitMs, null).unref());
    return Promise.race([refresh(url, entry), waited]);
  }

  /** Fetches these manifests now, so that the first pages after a start find them. */
  manifestFor.prefetch = (urls: string[]) => urls.forEach((url) => void manifestFor(url));
  return manifestFor;
}

function isManifest(body: unknown): body is RemoteManifest {
  const manifest = body as Partial<RemoteManifest> | null;
  return (
    typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes)
  );
}
