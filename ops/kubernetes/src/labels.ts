/** The labels every object of a part carries, and the selector of its pods. */
export function partLabels(part: string): Record<string, string> {
  return {
    'app.kubernetes.io/name': part,
    'app.kubernetes.io/part-of': 'account-area',
  };
}

/** The one label that selects a part's pods (in Services, PDBs and NetworkPolicies). */
export function partSelector(part: string): Record<string, string> {
  return { 'app.kubernetes.io/name': part };
}

export function image(registry: string, name: string, tag: string): string {
  return `${registry}/${name}:${tag}`;
}
