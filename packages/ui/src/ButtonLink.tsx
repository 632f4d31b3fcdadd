import type { ReactNode } from 'react';
import { Link } from '@account/router';
import { buttonStyle, type ButtonVariant } from './button-style';

/** A link that leads to another page but looks like a button (a next step, "Vertrag widerrufen"). */
export function ButtonLink({
  to,
  variant = 'secondary',
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Link to={to} css={buttonStyle(variant)}>
      {children}
    </Link>
  );
}
