import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from './theme';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** GOV.UK text input: visible label, hint and inline error tied to the input for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, ...input },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div css={{ marginBottom: theme.space(3), borderLeft: error ? `4px solid ${theme.color.error}` : undefined, paddingLeft: error ? theme.space(2) : undefined }}>
      <label htmlFor={inputId} css={{ display: 'block', fontWeight: 700, marginBottom: theme.space(0.5) }}>
        {label}
      </label>
      {hint && (
        <div id={hintId} css={{ color: theme.color.muted, marginBottom: theme.space(0.5) }}>
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} css={{ color: theme.color.error, fontWeight: 700, margin: `0 0 ${theme.space(0.5)}` }}>
          {error}
        </p>
      )}
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        css={{
          width: '100%',
          maxWidth: 420,
          minHeight: 44,
          padding: theme.space(1),
          font: 'inherit',
          border: `2px solid ${error ? theme.color.error : theme.color.border}`,
          borderRadius: 0,
        }}
        {...input}
      />
    </div>
  );
});
