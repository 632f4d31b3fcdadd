import { mailShareUrl, whatsAppShareUrl } from './share-links';

describe('share links', () => {
  const text =
    'Mit meinem Link erhältst du 10 € Rabatt: http://de.localhost:3000/?empfehlung=AB3D&x=1';

  it('encodes subject and text for the mail program, link parameters included', () => {
    const url = new URL(mailShareUrl('Mein Tipp: Shop24 Direkt', text));
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Mein Tipp: Shop24 Direkt');
    expect(url.searchParams.get('body')).toBe(text);
  });

  it('hands WhatsApp the whole text with the link', () => {
    const url = new URL(whatsAppShareUrl(text));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(text);
  });
});
