import { z } from 'zod';

/** `{}`: the answer of calls whose effect is all there is to say. */
export const Empty = z.object({});
