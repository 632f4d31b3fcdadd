import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'destructive';

const colors: Record<
  ButtonVariant,
  { color: string; background: string; border: string; hover: string }
> = {
  primary: {
    color: theme.color.white,
    background: theme.color.brand,
    border: theme.color.brand,
    hover: theme.color.brandDark,
  },
  secondary: {
    color: theme.color.brand,
    background: theme.color.white,
    border: theme.color.brand,
    hover: theme.color.brandTint,
  },
  tertiary: {
    color: theme.color.text,
    background: 'transparent',
    border: 'transparent',
    hover: theme.color.subtle,
  },
  destructive: {
    color: theme.color.error,
    background: theme.color.white,
    border: theme.color.error,
    hover: theme.color.errorTint,
  },
};

/** Buttons and links that look like buttons: 44 px high, full width on phones. */
export function buttonStyle(variant: ButtonVariant) {
  const c = colors[variant];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space(1),
    minHeight: theme.hitArea,
    padding: `${theme.space(1)} ${theme.space(3)}`,
    font: 'inherit',
    fontWeight: theme.fontWeight.bold,
    lineHeight: 1.25,
    textAlign: 'center',
    textDecoration: variant === 'tertiary' ? 'underline' : 'none',
    borderRadius: theme.radii.md,
    cursor: 'pointer',
    border: `2px solid ${c.border}`,
    background: c.background,
    color: c.color,
    '&:hover': { background: c.hover, color: variant === 'primary' ? theme.color.white : c.color },
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
    [theme.media.phone]: variant === 'tertiary' ? {} : { width: '100%' },
  } as const;
}
