import { findEszett } from '../eszett';
import { common as de } from './common.de-DE';
import { common as at } from './common.de-AT';
import { common as ch } from './common.de-CH';

describe('common catalogue', () => {
  it('shows Swiss customers no "ß" anywhere, including German texts they fall back to', () => {
    expect(findEszett({ 'de-DE': de, 'de-AT': at, 'de-CH': ch })).toEqual([]);
  });

  it('finds a German "ß" text that lacks its Swiss override', () => {
    expect(
      findEszett({ 'de-DE': { a: 'Straße', b: 'Gruß' }, 'de-AT': {}, 'de-CH': { a: 'Strasse' } }),
    ).toEqual(['b']);
  });

  it('gives each country its own service phone number', () => {
    const phones = new Set([de.service.phone, at.service?.phone, ch.service?.phone]);
    expect(phones.size).toBe(3);
  });
});
