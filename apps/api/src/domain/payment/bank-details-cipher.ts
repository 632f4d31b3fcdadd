import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/**
 * AES-256-GCM with a fresh 96-bit nonce per value; the stored text is
 * `v1.<nonce>.<tag>.<ciphertext>` (base64url), so a later key or algorithm can get a new version.
 * The tag makes a changed ciphertext fail to decrypt instead of reading as another IBAN.
 */
export function encryptBankField(key: Buffer, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptBankField(key: Buffer, stored: string): string {
  const [version, nonce, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined)
    throw new Error('Unknown bank details ciphertext format');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
