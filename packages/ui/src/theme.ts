/** Design tokens. Colours meet WCAG 2.2 AA contrast on white (checked by axe in e2e). */
export const theme = {
  color: {
    text: '#1d1d1b',
    muted: '#4f4f4f',
    brand: '#b4003c',
    brandDark: '#8a002e',
    focus: '#ffbf47',
    border: '#6f6f6f',
    subtle: '#f3f2f1',
    error: '#b00020',
    success: '#00703c',
    warning: '#7a4d00',
    white: '#ffffff',
  },
  space: (n: number) => `${n * 8}px`,
  font: '"Helvetica Neue", Arial, sans-serif',
  radius: '4px',
  mobile: '@media (max-width: 767px)',
} as const;

export const focusRing = {
  outline: `3px solid ${theme.color.focus}`,
  outlineOffset: 0,
  boxShadow: `0 0 0 5px ${theme.color.text}`,
} as const;
