import type { ReactNode } from 'react';
import { theme } from './theme';

const tones = {
  neutral: { color: theme.color.text, background: '#e8e8e8' },
  progress: { color: '#0b3d91', background: '#dbe8fb' },
  success: { color: theme.color.success, background: '#dcefe4' },
  warning: { color: theme.color.warning, background: '#fcefd4' },
  error: { color: theme.color.error, background: '#f8e0e3' },
} as const;

/** A short status label (GOV.UK tag); colours keep AA contrast, the text carries the meaning. */
export function Tag({ tone = 'neutral', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <strong css={{ display: 'inline-block', padding: '2px 8px', fontWeight: 700, fontSize: 14, ...tones[tone] }}>{children}</strong>
  );
}
