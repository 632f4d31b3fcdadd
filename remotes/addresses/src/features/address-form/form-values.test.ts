import { correctedFields, emptyForm, formErrors, parcelPointOf, toRequest } from './form-values';

const packstation = {
  ...emptyForm('DE'),
  kind: 'PACKSTATION' as const,
  salutation: 'MR',
  firstName: 'Max',
  lastName: 'Mustermann',
  stationNumber: '123',
  postNumber: '12345678',
  zipCode: '10117',
  city: 'Berlin',
  street: 'left over',
};

describe('delivery address form values', () => {
  it('sends a Packstation without street, with station and post number', () => {
    expect(toRequest(packstation, undefined)).toEqual({
      salutation: 'MR',
      firstName: 'Max',
      lastName: 'Mustermann',
      street: '',
      streetNumber: '',
      zipCode: '10117',
      city: 'Berlin',
      countryCode: 'DE',
      parcelPointKind: 'PACKSTATION',
      stationNumber: '123',
      postNumber: '12345678',
    });
    expect(formErrors(packstation)).toEqual({});
  });

  it('treats a pick-up point outside Germany as a postal address', () => {
    const swiss = { ...packstation, countryCode: 'CH' };
    expect(parcelPointOf(swiss)).toBeNull();
    expect(toRequest(swiss, 'a1')).toMatchObject({
      id: 'a1',
      parcelPointKind: null,
      street: 'left over',
    });
  });

  it('lets a recommendation correct only zip and place of a Packstation, all four of a postal address', () => {
    expect(correctedFields(packstation)).toEqual(['zipCode', 'city']);
    expect(correctedFields({ ...packstation, kind: 'POSTAL' })).toEqual([
      'street',
      'streetNumber',
      'zipCode',
      'city',
    ]);
  });
});
