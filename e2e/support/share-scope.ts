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
