// Remotes are webpack containers (`ModuleFederationPlugin`, library type `var`): a remote's
// remoteEntry.js defines a global of the remote's name, which is initialised with the page's
// share scope once and then hands out the modules it exposes.

/** What webpack's container entry provides. */
export interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: { default: unknown };

const containers = new Map<string, Promise<Container>>();

/** The registry points at a remote's mf-manifest.json; its container entry lies beside it. */
export function entryBeside(manifestUrl: string, base: string): string {
  return new URL('remoteEntry.js', new URL(manifestUrl, base)).href;
}

function loadEntry(name: string, url: string): Promise<Container> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const container = (window as unknown as Record<string, Container | undefined>)[name];
      if (container) resolve(container);
      else reject(new Error(`${url} defined no container ${name}`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });
}

/**
 * The container of remote `name`, loaded and initialised once. A failed attempt is forgotten,
 * so the area's retry fetches the entry again instead of repeating the failure.
 */
export function loadContainer(name: string, entryUrl: string): Promise<Container> {
  let container = containers.get(name);
  if (!container) {
    container = loadEntry(name, entryUrl).then(async (entry) => {
      await __webpack_init_sharing__('default');
      await entry.init(__webpack_share_scopes__.default);
      return entry;
    });
    container.catch(() => containers.delete(name));
    containers.set(name, container);
  }
  return container;
}

/** Module `module` (without `./`) of an initialised container. */
export async function getModule<T>(container: Container, module: string): Promise<T> {
  const factory = await container.get(`./${module}`);
  return factory() as T;
}

/**
 * The page's share scope, where every provided library lists its versions, who provides them
 * and whether one was loaded. Published for support and for the checks that no library runs
 * twice (e2e federation spec, `pnpm bench`).
 */
export function publishShareScope(): void {
  (window as unknown as { __SHARE_SCOPES__: unknown }).__SHARE_SCOPES__ = __webpack_share_scopes__;
}
