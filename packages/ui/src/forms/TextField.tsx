import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from './Field';
import { theme } from '@account/ui';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** GOV.UK text input: visible label, hint and inline error tied to the input for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, ...input },
  ref,
) {
  const fallbackId = useId();
  return (
    <Field id={id ?? fallbackId} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          ref={ref}
          {...control}
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
      )}
    </Field>
  );
});
