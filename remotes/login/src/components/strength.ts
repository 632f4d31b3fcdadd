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
    core.zxcvbnOptions.setOptions({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...german.dictionary },
      translations: german.translations,
    });
    return (password: string, userInputs: string[]) => core.zxcvbn(password, userInputs).score;
  });
  return loading;
}
