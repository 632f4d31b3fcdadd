import type { ReactNode } from 'react';
import { theme } from './theme';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

const tones: Record<NoticeTone, { border: string; background: string }> = {
  info: { border: theme.color.progress, background: theme.color.progressTint },
  warning: { border: theme.color.warning, background: theme.color.warningTint },
  error: { border: theme.color.error, background: theme.color.errorTint },
  success: { border: theme.color.success, background: theme.color.successTint },
};

/** The look of a message box; the confirmation notice shares it. */
export function noticeStyle(tone: NoticeTone) {
  const { border, background } = tones[tone];
  return {
    borderLeft: `6px solid ${border}`,
    borderRadius: theme.radii.sm,
    background,
    padding: theme.space(2),
    marginBottom: theme.space(3),
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
  } as const;
}

/**
 * A message box. Errors and warnings are alerts; success and info are announced where they
 * answer an action through `ConfirmationNotice`, which takes focus, since an inserted status box
 * alone is not announced.
 */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : undefined}
      css={noticeStyle(tone)}
    >
      {children}
    </div>
  );
}
