import * as z from 'zod/mini';
import { returnReasonCodes, type Order } from '@account/contracts';
import type { ReturnSelection } from '../hooks/useReturn';

/**
 * The return form: one line per delivered item, in the order's order. A chosen item needs a
 * reason from the shop's list (docs/decisions/070-returns-per-item.md); the messages are keys of
 * the remote's catalogue.
 */
export const returnFormSchema = z.object({
  lines: z
    .array(
      z.object({
        id: z.string(),
        selected: z.boolean(),
        /** Pieces going back, as the quantity select holds it. */
        quantity: z.string(),
        reason: z.union([z.enum(returnReasonCodes), z.literal('')]),
      }),
    )
    .check(
      z.superRefine((lines, context) => {
        if (!lines.some((line) => line.selected))
          context.addIssue({ code: 'custom', message: 'returns.required', input: lines });
        lines.forEach((line, index) => {
          if (line.selected && !line.reason)
            context.addIssue({
              code: 'custom',
              message: 'returns.reasonRequired',
              path: [index, 'reason'],
              input: line.reason,
            });
        });
      }),
    ),
});
export type ReturnForm = z.infer<typeof returnFormSchema>;

/** Nothing chosen yet: every returnable item whole, no reason. */
export const emptyReturnForm = (returnable: Order['items']): ReturnForm => ({
  lines: returnable.map((item) => ({
    id: item.id,
    selected: false,
    quantity: String(item.quantity),
    reason: '',
  })),
});

/** What the valid form sends: the chosen items, each with its pieces and its reason. */
export const selectionOf = (form: ReturnForm): ReturnSelection => ({
  items: form.lines.flatMap((line) =>
    line.selected && line.reason
      ? [{ id: line.id, quantity: Number(line.quantity), reason: line.reason }]
      : [],
  ),
});
