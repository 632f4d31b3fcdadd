/** The element the shell's server writes into a page (apps/shell/server/deployment-files.mts). */
export const DEPLOYMENT_FILES_ID = 'deployment-files';

let carried: Map<string, unknown> | null = null;

/** The copies the page carries, by the address they would be fetched from; none if it carries none. */
function carriedFiles(): Map<string, unknown> {
  if (carried) return carried;
  carried = new Map();
  const text = globalThis.document?.getElementById(DEPLOYMENT_FILES_ID)?.textContent;
  try {
    if (text) carried = new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    // A page whose copies cannot be read fetches the files, as a page without copies does.
  }
  return carried;
}

/**
 * A deployment file (runtime-config.json, remotes.json, the page's remote's mf-manifest.json) from
 * the copy the shell's server put into the page, else from the network: the page then needs no
 * request for it before it is usable (docs/performance.md, "Deployment files in the page"). Each
 * copy answers once: a later read of the same file (an area's retry after its remote redeployed)
 * asks its server.
 */
export function fetchDeploymentFile(
  url: string,
  init?: RequestInit,
  fromNetwork: (url: string, init?: RequestInit) => Promise<Response> = fetch,
): Promise<Response> {
  const files = carriedFiles();
  if (!files.has(url)) return fromNetwork(url, init);
  const copy = files.get(url);
  files.delete(url);
  return Promise.resolve(
    new Response(JSON.stringify(copy), { headers: { 'content-type': 'application/json' } }),
  );
}
