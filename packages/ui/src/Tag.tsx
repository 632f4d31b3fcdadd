import type { ReactNode } from 'react';
import { theme } from './theme';

export type TagTone = 'neutral' | 'progress' | 'success' | 'warning' | 'error';

const tones: Record<TagTone, { color: string; background: string }> = {
  neutral: { color: theme.color.text, background: theme.color.neutralTint },
  progress: { color: theme.color.progress, background: theme.color.progressTint },
  success: { color: theme.color.success, background: theme.color.successTint },
  warning: { color: theme.color.warning, background: theme.color.warningTint },
  error: { color: theme.color.error, background: theme.color.errorTint },
};

/** A status badge (GOV.UK tag); colours keep AA contrast, the text carries the meaning. */
export function Tag({ tone = 'neutral', children }: { tone?: TagTone; children: ReactNode }) {
  return (
    <strong
      css={{
        display: 'inline-block',
        padding: `${theme.space(0.25)} ${theme.space(1.25)}`,
        borderRadius: theme.radii.pill,
        fontWeight: theme.fontWeight.bold,
        fontSize: theme.fontSize.sm,
        lineHeight: 1.5,
        // Wraps rather than overflow a narrow card ("Nur noch wenige verfügbar" at 320 px).
        maxWidth: '100%',
        ...tones[tone],
      }}
    >
      {children}
    </strong>
  );
}
