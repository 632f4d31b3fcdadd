import { InvalidInput } from '../domain-error';

/** Where the next page of the history starts: after this (placed_at, id), newest first. */
export interface OrdersCursor {
  placedAt: number;
  id: string;
}

/** Opaque to clients; a keyset rather than an offset, so new orders do not shift the pages. */
export function encodeCursor(cursor: OrdersCursor): string {
  return Buffer.from(`${cursor.placedAt}:${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): OrdersCursor {
  const [placedAt, id] = Buffer.from(value, 'base64url').toString().split(':');
  if (!placedAt || !id || !/^\d+$/.test(placedAt)) throw new InvalidInput();
  return { placedAt: Number(placedAt), id };
}
