/**
 * zxcvbn with its dictionaries is large, so it loads on first use, in its own chunk, instead of
 * with the login page.
 */
let loading: Promise<(password: string, userInputs: string[]) => number> | null = null;

export function loadStrengthEstimator() {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-de'),
  ]).then(([core, common, german]) => {
    // zxcvbn 4: an estimator of its own options (a factory) rather than one global set of options.
    // The German pack has no 4.x; its dictionaries and translations keep the shape core 4 reads.
    const estimator = new core.ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...german.dictionary },
      translations: german.translations,
    });
    return (password: string, userInputs: string[]) => estimator.check(password, userInputs).score;
  });
  return loading;
}
