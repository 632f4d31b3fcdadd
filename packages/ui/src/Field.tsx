import type { ReactNode } from 'react';
import { theme } from './theme';

/** What the control inside a `Field` spreads onto itself so its label, hint and error reach screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  /** id of the control; the label points at it and the error summary links to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * GOV.UK form group around any single control (text input, select, date parts): visible label,
 * hint, and an inline error above the control, both tied to it by `aria-describedby`.
 */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const control: FieldControlProps = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  return (
    <div
      css={{
        marginBottom: theme.space(3),
        borderLeft: error ? `4px solid ${theme.color.error}` : undefined,
        paddingLeft: error ? theme.space(2) : undefined,
      }}
    >
      <label
        htmlFor={id}
        css={{ display: 'block', fontWeight: 700, marginBottom: theme.space(0.5) }}
      >
        {label}
      </label>
      {hint && (
        <div id={hintId} css={{ color: theme.color.muted, marginBottom: theme.space(0.5) }}>
          {hint}
        </div>
      )}
      {error && (
        <p
          id={errorId}
          css={{ color: theme.color.error, fontWeight: 700, margin: `0 0 ${theme.space(0.5)}` }}
        >
          {error}
        </p>
      )}
      {children(control)}
    </div>
  );
}
