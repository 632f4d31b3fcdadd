// The deployment files a page's scripts read before anything else (runtime-config.json,
// remotes.json, the manifest of the remote serving the page), carried in the page itself: how a
// server writes them in (the shell's Node server, apps/shell/server/deployment-files.mts, and the
// nginx image's start, docker/render) and how the page reads them. Without imports, so that the
// image's start runs it with Node's type stripping.

/** The element the copies travel in: a data block, which no browser runs. */
const ELEMENT_ID = 'deployment-files';

/** Copies of files by the address the page's scripts fetch them from. */
export type DeploymentFiles = Record<string, unknown>;

/** The template's `<link rel="preload">` of a file, marked `data-deployment-file`. */
const FILE_PRELOAD = /<link\b[^>]*\bdata-deployment-file\b[^>]*>/g;
/** Copies written before: their text holds no `<` (see below), so it ends at the first one. */
const WRITTEN = new RegExp(
  `<script type="application/json" id="${ELEMENT_ID}">[^<]*</script>`,
  'g',
);

/**
 * The page with `files` before `</head>` (in place of any copies written before), and without the
 * template's preloads of the files it now carries: those would be fetched for nothing. `<` is
 * escaped so that no text in a file can end the element.
 */
export function withDeploymentFiles(html: string, files: DeploymentFiles): string {
  const carried = (link: string) => {
    const href = /\bhref="?([^"\s>]+)/.exec(link)?.[1];
    return href !== undefined && Object.hasOwn(files, href);
  };
  const json = JSON.stringify(files).replaceAll('<', '\\u003c');
  return html
    .replace(WRITTEN, '')
    .replace(FILE_PRELOAD, (link) => (carried(link) ? '' : link))
    .replace(
      '</head>',
      `<script type="application/json" id="${ELEMENT_ID}">${json}</script></head>`,
    );
}

let carried: Map<string, unknown> | null = null;

/** The copies the page carries, by the address they would be fetched from; none if it carries none. */
function carriedFiles(): Map<string, unknown> {
  if (carried) return carried;
  carried = new Map();
  const text = globalThis.document?.getElementById(ELEMENT_ID)?.textContent;
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
