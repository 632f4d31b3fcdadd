import { scrubPersonalData } from './scrub';

describe('scrubPersonalData', () => {
  it('removes e-mail addresses and long digit runs, keeps statuses and words', () => {
    expect(
      scrubPersonalData('Customer max.mustermann@example.de (10012345) got 404 on /orders'),
    ).toBe('Customer ~ (~) got 404 on /orders');
    expect(scrubPersonalData('IBAN DE89 3704 0044 0532 0130 00 refused')).toBe('IBAN DE~refused');
    expect(scrubPersonalData('phone +49 40 123456')).toBe('phone +~');
  });

  it('leaves text without personal data alone', () => {
    expect(scrubPersonalData('Request timed out after 15000 ms')).toBe(
      'Request timed out after 15000 ms',
    );
  });
});
