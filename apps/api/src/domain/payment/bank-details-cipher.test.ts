import { randomBytes } from 'node:crypto';
import { decryptBankField, encryptBankField } from './bank-details-cipher';
import { bankDetailsKeyFrom } from './bank-details-key';

const key = randomBytes(32);

describe('bank details at rest', () => {
  it('reads back what it stored, and never stores the plain IBAN', () => {
    const stored = encryptBankField(key, 'DE89370400440532013000');
    expect(stored).not.toContain('DE89');
    expect(stored).not.toContain('3000');
    expect(decryptBankField(key, stored)).toBe('DE89370400440532013000');
  });

  it('gives the same IBAN a different ciphertext each time', () => {
    expect(encryptBankField(key, 'AT611904300234573201')).not.toBe(
      encryptBankField(key, 'AT611904300234573201'),
    );
  });

  it('refuses a changed ciphertext and another key', () => {
    const stored = encryptBankField(key, 'CH9300762011623852957');
    const [version, nonce, tag, body = ''] = stored.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => decryptBankField(key, [version, nonce, tag, flipped].join('.'))).toThrow();
    expect(() => decryptBankField(randomBytes(32), stored)).toThrow();
  });

  it('takes its key from BANK_DETAILS_KEY and needs one outside a local environment', () => {
    const configured = randomBytes(32);
    expect(
      bankDetailsKeyFrom({ BANK_DETAILS_KEY: configured.toString('base64') }, 'production'),
    ).toEqual(configured);
    expect(() => bankDetailsKeyFrom({}, 'production')).toThrow(/BANK_DETAILS_KEY/);
    expect(() => bankDetailsKeyFrom({ BANK_DETAILS_KEY: 'c2hvcnQ=' }, 'local')).toThrow(/32 bytes/);
    expect(bankDetailsKeyFrom({}, 'local')).toHaveLength(32);
  });
});
