import { ApiError } from '@account/api-client';
import { billingAddressErrors } from '@account/contracts';
import { AddressCheckFailed, addressResolver, classifySaveFailure } from './address-form-errors';

const resolve = addressResolver(billingAddressErrors);
const billing = {
  street: 'Ringstraße',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  countryCode: 'AT',
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resolver's context and options are unused
const run = (values: typeof billing) => resolve(values, undefined, {} as any);

describe('addressResolver', () => {
  it('passes valid values through', async () => {
    expect(await run(billing)).toEqual({ values: billing, errors: {} });
  });

  it('says "required" for an empty field and "invalid" for a broken one', async () => {
    const { errors } = await run({ ...billing, street: ' ', zipCode: '10100' });
    expect(errors).toEqual({
      street: { type: 'INVALID_STREET', message: 'form.required.street' },
      zipCode: { type: 'INVALID_ZIP_CODE', message: 'form.invalid.zipCode' },
    });
  });

  it('names a pick-up point as what it is', async () => {
    const { errors } = await run({ ...billing, street: 'Packstation' });
    expect(errors).toEqual({
      street: { type: 'INVALID_STREET', message: 'form.invalid.parcelPoint' },
    });
  });
});

describe('classifySaveFailure', () => {
  it('puts a server INVALID_* key on its field', () => {
    expect(classifySaveFailure(new ApiError('UNKNOWN', 400, 'INVALID_PHONE'))).toEqual({
      kind: 'field',
      field: 'phone',
    });
  });
  it('tells the limit, a failed check and a failed save apart', () => {
    expect(classifySaveFailure(new ApiError('UNKNOWN', 409, 'ADDRESS_LIMIT_REACHED'))).toEqual({
      kind: 'limit',
    });
    expect(
      classifySaveFailure(new AddressCheckFailed(new ApiError('CONNECTION', null, null))),
    ).toEqual({
      kind: 'validate',
    });
    expect(
      classifySaveFailure(new AddressCheckFailed(new ApiError('UNKNOWN', 400, 'INVALID_ZIP_CODE'))),
    ).toEqual({ kind: 'field', field: 'zipCode' });
    expect(classifySaveFailure(new ApiError('UNKNOWN', 500, 'INTERNAL_SERVER_ERROR'))).toEqual({
      kind: 'save',
    });
  });
});
