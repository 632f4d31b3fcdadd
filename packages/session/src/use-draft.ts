import { useEffect, useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { clearDraft, leftWhileLoggedIn, readDraft, saveDraft } from './drafts';

/**
 * Keeps the draft until the customer leaves the form while logged in (saved, cancelled, went
 * elsewhere). A session that ends unmounts the form too, logged out: then the draft stays for
 * the login that leads back. The hooks below save on every mount, not only on a change: React's
 * strict mode unmounts (and so clears) once before the form is used.
 */
function useKeptUntilLeft(form: string): void {
  useEffect(
    () => () => {
      if (leftWhileLoggedIn()) clearDraft(form);
    },
    [form],
  );
}

/**
 * State of a form that outlives a session ending mid-visit (see drafts.ts): like useState, with
 * what the customer chose before restored. `done` (a successful submit) clears the draft.
 */
export function useDraft<T>(
  form: string,
  initial: T,
  done = false,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => readDraft<T>(form) ?? initial);
  useEffect(() => {
    if (done) clearDraft(form);
    else saveDraft(form, value);
  }, [form, value, done]);
  useKeptUntilLeft(form);
  return [value, setValue];
}

/** The parts of a react-hook-form form (`useForm()`) a draft needs. */
export interface DraftableForm<T> {
  watch(callback: (values: T) => void): { unsubscribe(): void };
  getValues(): T;
  reset(values: T, options: { keepDefaultValues: boolean }): void;
}

/**
 * The same for a react-hook-form form: restores the customer's draft over the form's defaults
 * (which stay the defaults, so "changed" still means changed from them) and keeps every change.
 */
export function useFormDraft<T>(form: string, methods: DraftableForm<T>, done = false): void {
  const { watch, getValues, reset } = methods;
  // Before the first paint, so the form never shows empty first.
  useLayoutEffect(() => {
    const draft = readDraft<T>(form);
    if (draft) reset(draft, { keepDefaultValues: true });
  }, [form, reset]);
  useEffect(() => {
    if (done) {
      clearDraft(form);
      return undefined;
    }
    saveDraft(form, getValues());
    const subscription = watch((values) => saveDraft(form, values));
    return () => subscription.unsubscribe();
  }, [form, watch, getValues, done]);
  useKeptUntilLeft(form);
}
