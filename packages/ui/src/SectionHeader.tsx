import type { ReactNode } from 'react';
import { Link } from '@account/router';
import { theme } from './theme';

interface SectionHeaderProps {
  title: ReactNode;
  /** Sub-pages lead back: orders to the account, order detail to the overview (spec section 2). */
  back?: { to: string; label: string };
}

export function SectionHeader({ title, back }: SectionHeaderProps) {
  return (
    <header css={{ marginBottom: theme.space(3) }}>
      {back && (
        <Link to={back.to} css={{ display: 'inline-block', marginBottom: theme.space(1), color: theme.color.text }}>
          ‹ {back.label}
        </Link>
      )}
      <h1 css={{ fontSize: 32, margin: 0 }}>{title}</h1>
    </header>
  );
}
