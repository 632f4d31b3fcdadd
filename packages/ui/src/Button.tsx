import type { ButtonHTMLAttributes } from 'react';
import { theme } from './theme';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, children, disabled, ...rest }: ButtonProps) {
  const primary = variant === 'primary';
  return (
    <button
      type="button"
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      css={
        variant === 'link'
          ? { background: 'none', border: 0, padding: 0, color: theme.color.brand, textDecoration: 'underline', cursor: 'pointer', font: 'inherit' }
          : {
              minHeight: 44,
              padding: `${theme.space(1)} ${theme.space(3)}`,
              font: 'inherit',
              fontWeight: 700,
              borderRadius: theme.radius,
              cursor: 'pointer',
              border: `2px solid ${theme.color.brand}`,
              background: primary ? theme.color.brand : theme.color.white,
              color: primary ? theme.color.white : theme.color.brand,
              '&:hover:not(:disabled)': { background: primary ? theme.color.brandDark : theme.color.subtle },
              '&:disabled': { opacity: 0.7, cursor: 'progress' },
            }
      }
      {...rest}
    >
      {children}
    </button>
  );
}
