import { withCorrections } from './address-corrections';

const recommended = {
  street: 'Hauptstraße',
  streetNumber: '5',
  zipCode: '10115',
  city: 'Berlin',
  countryCode: 'DE' as const,
};

describe('an address-check recommendation written into a form', () => {
  it('takes street, number, zip and place and keeps every other field as typed', () => {
    const typed = {
      street: 'Hauptstr.',
      streetNumber: '5',
      zipCode: '10117',
      city: 'Berlin',
      countryCode: 'AT',
      firstName: 'Max',
    };
    expect(withCorrections(typed, recommended)).toEqual({
      ...typed,
      street: 'Hauptstraße',
      zipCode: '10115',
    });
  });

  it('corrects only the named fields, so a pick-up point keeps its station', () => {
    const typed = { street: 'Packstation', streetNumber: '123', zipCode: '10117', city: 'Bern' };
    expect(withCorrections(typed, recommended, ['zipCode', 'city'])).toEqual({
      ...typed,
      zipCode: '10115',
      city: 'Berlin',
    });
  });
});
