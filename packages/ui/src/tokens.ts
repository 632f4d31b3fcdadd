/**
 * Design tokens of Shop24 Direkt. Every colour pair the kit puts text on meets WCAG 2.2 AA
 * (4.5:1; tokens.test.ts computes the ratios), so a remote that uses tokens cannot fail contrast.
 */
export const color = {
  /** Brand crimson: 7.0:1 on white, usable for text, links and filled buttons. */
  brand: '#b4003c',
  brandDark: '#8a002e',
  brandTint: '#fbeaf0',
  text: '#1d1d1b',
  muted: '#4f4f4f',
  /** Form borders: 3:1 against white for non-text contrast (WCAG 1.4.11). */
  border: '#6f6f6f',
  divider: '#d9d7d3',
  subtle: '#f3f2f1',
  page: '#f7f6f4',
  white: '#ffffff',
  focus: '#ffbf47',
  error: '#b00020',
  errorTint: '#fdecee',
  success: '#00703c',
  successTint: '#e3f2ea',
  warning: '#7a4d00',
  warningTint: '#fdf1dc',
  progress: '#0b3d91',
  progressTint: '#e3edfb',
  neutralTint: '#eeeeec',
  backdrop: 'rgba(29, 29, 27, 0.55)',
  skeleton: '#e6e4e0',
  skeletonShine: '#f3f2f1',
} as const;

/** Type scale in rem, so the customer's browser font size still scales every text. */
export const fontSize = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  display: '2rem',
} as const;

export const fontWeight = { regular: 400, bold: 700 } as const;

export const fontFamily = '"Helvetica Neue", Arial, sans-serif';

/** Spacing on an 8-pixel grid: space(2) is 16px. */
export const space = (n: number) => `${n * 8}px`;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(29, 29, 27, 0.08), 0 1px 4px rgba(29, 29, 27, 0.06)',
  raised: '0 4px 12px rgba(29, 29, 27, 0.12)',
  modal: '0 12px 32px rgba(29, 29, 27, 0.25)',
} as const;

/** Widths in pixels; phones are everything below `tablet`. */
export const breakpoint = { tablet: 768, desktop: 1024, wide: 1280 } as const;

export const media = {
  phone: `@media (max-width: ${breakpoint.tablet - 1}px)`,
  tablet: `@media (min-width: ${breakpoint.tablet}px)`,
  desktop: `@media (min-width: ${breakpoint.desktop}px)`,
} as const;

/** Hit areas of at least 44 × 44 px (WCAG 2.5.8 asks 24; 44 is what thumbs need). */
export const hitArea = 44;

/** Sizes of things that are not text: icons, thumbnails, illustrations, layout columns. */
export const size = {
  icon: 24,
  iconSmall: 20,
  thumbnail: 64,
  illustration: 120,
  sideColumn: 260,
  content: 1200,
  readable: 560,
  field: 420,
  modal: 520,
} as const;
