/**
 * Run in the page (`page.evaluate(loadedCopies)`): per shared library, how many copies the page
 * loaded. A copy is a module object a provider's factory made; MF 2 also points entries of other
 * builds at the chosen provider's module (`lib`), which are no copies of their own.
 */
export function loadedCopies(): Record<string, number> {
  type Provider = { loaded?: boolean; lib?: () => unknown };
  const scopes = (
    window as unknown as {
      __FEDERATION__: {
        __SHARE__: Record<string, Record<string, Record<string, Record<string, Provider>>>>;
      };
    }
  ).__FEDERATION__.__SHARE__;
  const modules: Record<string, Set<unknown>> = {};
  for (const scope of Object.values(scopes)) {
    for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
      for (const provider of Object.values(versions)) {
        if (provider.loaded && provider.lib) (modules[pkg] ??= new Set()).add(provider.lib());
      }
    }
  }
  return Object.fromEntries(Object.entries(modules).map(([pkg, set]) => [pkg, set.size]));
}

/**
 * Run before the page's scripts (`page.addInitScript`): every React renderer (a react-dom
 * client copy) announces itself to the developer tools' hook once, production builds too.
 */
export function countReactRenderers(): void {
  const renderers: unknown[] = [];
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject: (renderer: unknown) => renderers.push(renderer),
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
}

/** Run in the page: how many React renderers announced themselves (see countReactRenderers). */
export function reactRenderers(): number {
  const hook = (window as unknown as Record<string, { renderers: unknown[] } | undefined>)
    .__REACT_DEVTOOLS_GLOBAL_HOOK__;
  return hook?.renderers.length ?? 0;
}

/** Run in the page: the version of each React renderer that announced itself. */
export function reactRendererVersions(): string[] {
  const hook = (
    window as unknown as Record<string, { renderers: { version?: string }[] } | undefined>
  ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  return (hook?.renderers ?? []).map((renderer) => renderer.version ?? 'unknown');
}

/**
 * Run in the page (`page.evaluate(sharedVersions, 'zustand')`): each version of `pkg` in the
 * share scope, which build offered it and whether the page loaded it.
 */
export function sharedVersions(pkg: string): { version: string; from: string; loaded: boolean }[] {
  type Provider = { from: string; loaded?: boolean };
  const scopes = (
    window as unknown as {
      __FEDERATION__: {
        __SHARE__: Record<string, Record<string, Record<string, Record<string, Provider>>>>;
      };
    }
  ).__FEDERATION__.__SHARE__;
  return Object.values(scopes).flatMap((scope) =>
    Object.entries(scope.default?.[pkg] ?? {}).map(([version, provider]) => ({
      version,
      from: provider.from,
      loaded: Boolean(provider.loaded),
    })),
  );
}
