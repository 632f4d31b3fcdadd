import type { ReactNode } from 'react';
import { theme } from './theme';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

const tones: Record<NoticeTone, { border: string; background: string }> = {
  info: { border: theme.color.progress, background: theme.color.progressTint },
  warning: { border: theme.color.warning, background: theme.color.warningTint },
  error: { border: theme.color.error, background: theme.color.errorTint },
  success: { border: theme.color.success, background: theme.color.successTint },
};

/**
 * A message box. Errors and warnings are alerts; success and info are announced where they
 * answer an action, through the live region (`useAnnounce`), since an inserted status box is not.
 */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  const { border, background } = tones[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : undefined}
      css={{
        borderLeft: `6px solid ${border}`,
        borderRadius: theme.radii.sm,
        background,
        padding: theme.space(2),
        marginBottom: theme.space(3),
        '& > :first-child': { marginTop: 0 },
        '& > :last-child': { marginBottom: 0 },
      }}
    >
      {children}
    </div>
  );
}
