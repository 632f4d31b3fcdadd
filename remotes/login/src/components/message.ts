/** A message of the login namespace with its values, shown by `MessageNotice`. */
export interface Message {
  key: string;
  values?: Record<string, string>;
}
