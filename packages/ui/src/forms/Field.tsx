import type { ReactNode } from 'react';
import { describedByIds, FormGroup, HintAndError } from './form-group';
import { theme } from '@account/ui';

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
  const describedBy = describedByIds(id, hint, error);
  const control: FieldControlProps = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  return (
    <FormGroup error={error}>
      <label
        htmlFor={id}
        css={{ display: 'block', fontWeight: 700, marginBottom: theme.space(0.5) }}
      >
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} gap={0.5} />
      {children(control)}
    </FormGroup>
  );
}
