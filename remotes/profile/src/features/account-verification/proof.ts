import type { verifyAccount } from '@account/api-client/profile';

/** What a verification page sends: one of the three proofs, camelCase. */
export type CamelProof = Parameters<typeof verifyAccount>[0];
