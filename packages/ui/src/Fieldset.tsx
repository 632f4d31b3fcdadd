import type { ReactNode } from 'react';
import { theme } from './theme';

interface FieldsetProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Prefix of the hint and error ids, and the id the error summary links to. */
  id: string;
  children: ReactNode;
}

/** GOV.UK fieldset: a group of radios or checkboxes with one legend, hint and error for all of them. */
export function Fieldset({ legend, hint, error, id, children }: FieldsetProps) {
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div
      css={{
        marginBottom: theme.space(3),
        borderLeft: error ? `4px solid ${theme.color.error}` : undefined,
        paddingLeft: error ? theme.space(2) : undefined,
      }}
    >
      <fieldset
        id={id}
        tabIndex={-1}
        aria-describedby={describedBy}
        css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      >
        <legend css={{ fontWeight: 700, marginBottom: theme.space(1), padding: 0 }}>
          {legend}
        </legend>
        {hint && (
          <div id={`${id}-hint`} css={{ color: theme.color.muted, marginBottom: theme.space(1) }}>
            {hint}
          </div>
        )}
        {error && (
          <p
            id={`${id}-error`}
            css={{ color: theme.color.error, fontWeight: 700, margin: `0 0 ${theme.space(1)}` }}
          >
            {error}
          </p>
        )}
        {children}
      </fieldset>
    </div>
  );
}
