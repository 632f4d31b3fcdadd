import { Global } from '@emotion/react';
import { focusRing, theme } from './theme';

export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: {
          margin: 0,
          fontFamily: theme.font,
          color: theme.color.text,
          background: theme.color.page,
          lineHeight: 1.5,
          fontSize: theme.fontSize.md,
        },
        a: { color: theme.color.brand },
        'h1, h2, h3': { lineHeight: 1.25 },
        'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, [tabindex]:focus-visible':
          focusRing,
        '[tabindex="-1"]:focus-visible': { outline: 'none', boxShadow: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
          },
        },
      }}
    />
  );
}
