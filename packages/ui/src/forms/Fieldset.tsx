import type { ReactNode } from 'react';
import { describedByIds, FormGroup, HintAndError } from './form-group';
import { theme } from '@account/ui';

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
  return (
    <FormGroup error={error}>
      <fieldset
        id={id}
        tabIndex={-1}
        aria-describedby={describedByIds(id, hint, error)}
        css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      >
        <legend css={{ fontWeight: 700, marginBottom: theme.space(1), padding: 0 }}>
          {legend}
        </legend>
        <HintAndError id={id} hint={hint} error={error} gap={1} />
        {children}
      </fieldset>
    </FormGroup>
  );
}
