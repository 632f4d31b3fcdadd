import { completeProfileHint } from './complete-profile';

const complete = {
  customerNumber: '10012345',
  salutation: 'MR' as const,
  dateOfBirth: '1979-05-14',
  phoneNumber: '+49 30 12345678',
  deliveryAddress: {
    street: 'Musterstraße',
    streetNumber: '12',
    zipCode: '10115',
    city: 'Berlin',
    countryCode: 'DE' as const,
  },
};

describe('completeProfileHint', () => {
  it('is hidden for a complete profile', () => {
    expect(completeProfileHint(complete)).toBeNull();
  });

  it('names what is missing, in order', () => {
    expect(
      completeProfileHint({
        ...complete,
        salutation: null,
        phoneNumber: '',
        deliveryAddress: null,
      }),
    ).toEqual(['salutation', 'phoneNumber', 'deliveryAddress']);
    expect(completeProfileHint({ ...complete, dateOfBirth: null })).toEqual(['dateOfBirth']);
  });

  it('is hidden without a customer number, however incomplete', () => {
    expect(
      completeProfileHint({ ...complete, customerNumber: '', salutation: null, phoneNumber: null }),
    ).toBeNull();
  });
});
