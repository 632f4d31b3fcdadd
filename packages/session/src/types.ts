import type { LoggedInUser } from '@account/contracts';

export type CustomerType = LoggedInUser['customerType'];
