import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { SummaryError } from './ErrorSummary';

/** A server refusal of one field (e.g. `INVALID_ZIP_CODE` mapped to `zipCode`), already worded. */
export interface ServerFieldError<F extends string> {
  field: F;
  message: string;
}

interface FormErrorsInput<T extends FieldValues, F extends keyof T & string> {
  /** react-hook-form's `formState` (its messages are catalogue keys). */
  formState: { errors: FieldErrors<T>; submitCount: number };
  /** The fields in the order they appear on screen: the summary lists them in that order. */
  fields: readonly F[];
  /** Turns a message key of the form's schema into the text shown. */
  translate: (key: string) => string;
  serverError?: ServerFieldError<F> | null | undefined;
  /** Fields shown as a `RadioGroup`: the summary leads to the group's first radio, which can take focus. */
  radioGroups?: readonly F[];
}

/**
 * One source for what a form shows as wrong: the form's own rules first, then the server's
 * answer for a field that passed them. Returns the `ErrorSummary` props and each field's inline
 * error, so summary and fields can never disagree.
 */
export function useFormErrors<T extends FieldValues, F extends keyof T & string>({
  formState,
  fields,
  translate,
  serverError,
  radioGroups = [],
}: FormErrorsInput<T, F>) {
  const errorOf = (field: F): string | undefined => {
    const key = formState.errors[field]?.message;
    if (typeof key === 'string' && key) return translate(key);
    return serverError?.field === field ? serverError.message : undefined;
  };
  const errors: SummaryError[] = fields.flatMap((field) => {
    const message = errorOf(field);
    const fieldId = radioGroups.includes(field) ? `${field}-input` : field;
    return message ? [{ fieldId, message }] : [];
  });
  return { summary: { errors, submitCount: formState.submitCount }, errorOf };
}
