/** A message of the login namespace with its values, shown by `MessageNotice`. */
export interface Message {
  key: string;
  values?: Record<string, string>;
  /** Spec section 8: a message can be styled as a warning (something to wait for or do elsewhere). */
  tone?: 'error' | 'warning';
}
