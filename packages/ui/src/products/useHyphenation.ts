import { useEffect, useState } from 'react';
import { browserHyphenates } from './browser-hyphenates';
import { copyWithoutSoftHyphens } from './soft-hyphen-copy';

type Hyphenate = (text: string) => string;

let loaded: Hyphenate | null = null;
let loading: Promise<Hyphenate> | null = null;

function loadGermanHyphenation(): Promise<Hyphenate> {
  loading ??= import(/* webpackChunkName: "german-hyphenation" */ './german-hyphenation').then(
    ({ hyphenateGerman }) => {
      document.addEventListener('copy', copyWithoutSoftHyphens);
      loaded = hyphenateGerman;
      return hyphenateGerman;
    },
  );
  return loading;
}

function germanWithoutDictionary(): boolean {
  const lang = document.documentElement.lang;
  return lang.startsWith('de') && !browserHyphenates(lang);
}

/**
 * Where the browser cannot hyphenate the page's German itself, a function that puts soft hyphens
 * into a text, once its patterns have arrived; until then, and everywhere else, null: the text
 * goes out as it is and `hyphens: auto` breaks it at its syllables.
 */
export function useHyphenation(): Hyphenate | null {
  const [hyphenate, setHyphenate] = useState<Hyphenate | null>(() =>
    loaded && germanWithoutDictionary() ? loaded : null,
  );
  useEffect(() => {
    if (hyphenate || !germanWithoutDictionary()) return;
    let mounted = true;
    loadGermanHyphenation().then(
      (loadedHyphenate) => {
        if (mounted) setHyphenate(() => loadedHyphenate);
      },
      // A chunk that does not arrive leaves the names unhyphenated: they still wrap.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [hyphenate]);
  return hyphenate;
}
