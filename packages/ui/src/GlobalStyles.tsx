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
          // German compounds ("Datenschutzerklärung") are long: they break at syllables in the
          // page's language (html lang is the shop's locale), and a word no dictionary knows
          // still wraps rather than running out of a 320 px window (WCAG 1.4.10).
          hyphens: 'auto',
          overflowWrap: 'break-word',
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
