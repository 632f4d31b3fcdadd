import { z } from 'zod';

/** Spec section 5: at least 8 characters. The upper bound only stops absurd inputs to Argon2 (ASVS: ≥ 64). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const NewPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
