import { Global } from '@emotion/react';
import { FOCUSABLE, pageText, reducedMotion } from './base-styles';
import { focusRing, theme } from './theme';

/** The base styles of the account's own hosts, which own the whole page. */
export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: { margin: 0, background: theme.color.page, ...pageText },
        a: { color: theme.color.brand },
        'h1, h2, h3': { lineHeight: 1.25 },
        [FOCUSABLE.split(', ')
          .map((element) => `${element}:focus-visible`)
          .join(', ')]: focusRing,
        '[tabindex="-1"]:focus-visible': { outline: 'none', boxShadow: 'none' },
        ...reducedMotion('*, *::before, *::after'),
      }}
    />
  );
}
