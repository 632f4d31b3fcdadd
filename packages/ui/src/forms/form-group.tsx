import type { ReactNode } from 'react';
import { theme } from '@account/ui';

/** The ids a control or fieldset names in `aria-describedby`: its hint, then its error. */
export function describedByIds(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** GOV.UK form group: spacing, and the error bar on the left while the group has an error. */
export function FormGroup({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <div
      css={{
        marginBottom: theme.space(3),
        borderLeft: error ? `4px solid ${theme.color.error}` : undefined,
        paddingLeft: error ? theme.space(2) : undefined,
      }}
    >
      {children}
    </div>
  );
}

interface HintAndErrorProps {
  id: string;
  hint: ReactNode;
  error: string | undefined;
  /** Space below each, in spacing units. */
  gap: number;
}

/** Hint and inline error above the control, with the ids `describedByIds` names. */
export function HintAndError({ id, hint, error, gap }: HintAndErrorProps) {
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} css={{ color: theme.color.muted, marginBottom: theme.space(gap) }}>
          {hint}
        </div>
      )}
      {error && (
        <p
          id={`${id}-error`}
          css={{ color: theme.color.error, fontWeight: 700, margin: `0 0 ${theme.space(gap)}` }}
        >
          {error}
        </p>
      )}
    </>
  );
}
