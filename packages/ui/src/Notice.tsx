import type { ReactNode } from 'react';
import { theme } from './theme';

/** A message box; warnings and errors are announced, hints are not. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warning' | 'error' | 'success'; children: ReactNode }) {
  const color = { info: theme.color.text, warning: theme.color.warning, error: theme.color.error, success: theme.color.success }[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : undefined}
      css={{ borderLeft: `6px solid ${color}`, background: theme.color.subtle, padding: theme.space(2), marginBottom: theme.space(3) }}
    >
      {children}
    </div>
  );
}
