import { theme } from './theme';

/** The text every page of ours starts from. */
export const pageText = {
  fontFamily: theme.font,
  color: theme.color.text,
  lineHeight: 1.5,
  fontSize: theme.fontSize.md,
  // German compounds ("Datenschutzerklärung") are long: they break at syllables in the page's
  // language (html lang is the shop's locale), and a word no dictionary knows still wraps rather
  // than running out of a 320 px window (WCAG 1.4.10).
  hyphens: 'auto',
  overflowWrap: 'break-word',
} as const;

/** What takes the focus ring when focused by keyboard. */
export const FOCUSABLE = 'a, button, input, select, textarea, [tabindex]';

/** Animations and transitions as good as off for those who ask the system for less motion. */
export const reducedMotion = (everything: string) => ({
  '@media (prefers-reduced-motion: reduce)': {
    [everything]: {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
