import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { buttonStyle, type ButtonVariant } from './button-style';
import { theme } from './theme';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant | 'link';
  /** While true the button keeps its focus and ignores clicks (a disabled button would drop focus to the page). */
  busy?: boolean;
}

const linkStyle = {
  background: 'none',
  border: 0,
  padding: 0,
  color: theme.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  '&[aria-disabled="true"]': { cursor: 'not-allowed' },
} as const;

export function Button({
  variant = 'primary',
  busy = false,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const inactive = busy || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  function click(event: MouseEvent<HTMLButtonElement>) {
    // Also stops the form submit a click (or Enter in a field) on a submit button would start.
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      type="button"
      css={variant === 'link' ? linkStyle : buttonStyle(variant)}
      {...rest}
      aria-busy={busy || undefined}
      aria-disabled={inactive || undefined}
      onClick={click}
    >
      {children}
    </button>
  );
}
