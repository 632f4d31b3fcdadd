import { createHmac } from 'node:crypto';
import { appsecretProof } from './appsecret-proof';

describe('appsecretProof', () => {
  it('is the hex HMAC-SHA256 of the access token keyed with the app secret', () => {
    // Worked out independently (Python's hmac): the token is the message, the secret the key.
    expect(appsecretProof('EAAB-token', 'app-secret')).toBe(
      '294c307ff2427ed2140908ec13f483ef7f7d7819a8fc32fb535cf6ada2327ab2',
    );
    expect(appsecretProof('EAAB-token', 'app-secret')).not.toBe(
      createHmac('sha256', 'EAAB-token').update('app-secret').digest('hex'),
    );
    expect(appsecretProof('EAAB-token', 'app-secret')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the token and with the secret', () => {
    const proof = appsecretProof('token-a', 'secret');
    expect(appsecretProof('token-b', 'secret')).not.toBe(proof);
    expect(appsecretProof('token-a', 'other-secret')).not.toBe(proof);
  });
});
