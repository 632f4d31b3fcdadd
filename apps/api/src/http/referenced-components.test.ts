import { referencedComponents } from './referenced-components';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const CountryCode = { type: 'string', enum: ['DE', 'AT', 'CH'] };

it('keeps the components the calls refer to, directly or through another, and no others', () => {
  const document = referencedComponents({
    paths: { '/orders': { get: { responses: { 200: { schema: ref('Order') } } } } },
    components: {
      securitySchemes: { session: { type: 'apiKey' } },
      schemas: {
        Order: { type: 'object', properties: { deliveryAddress: ref('OrderDeliveryAddress') } },
        OrderDeliveryAddress: { type: 'object', properties: { countryCode: ref('CountryCode') } },
        CountryCode,
        OrderInput: { type: 'object' },
        Basket: { type: 'object' },
      },
    },
  });
  expect(Object.keys(document.components.schemas)).toEqual([
    'CountryCode',
    'Order',
    'OrderDeliveryAddress',
  ]);
  expect(document.components.securitySchemes).toEqual({ session: { type: 'apiKey' } });
});

it('names a schema only read, or read as it is written, by its contract name', () => {
  const document = referencedComponents({
    paths: {
      '/address': {
        post: { body: ref('DeliveryAddressRequestInput'), answer: ref('DeliveryAddress') },
      },
    },
    components: {
      schemas: {
        DeliveryAddressRequestInput: { properties: { country_code: ref('CountryCodeInput') } },
        DeliveryAddress: { properties: { countryCode: ref('CountryCode') } },
        CountryCodeInput: CountryCode,
        CountryCode,
      },
    },
  });
  expect(document.paths['/address'].post).toEqual({
    body: ref('DeliveryAddressRequest'),
    answer: ref('DeliveryAddress'),
  });
  expect(document.components.schemas).toEqual({
    CountryCode,
    DeliveryAddress: { properties: { countryCode: ref('CountryCode') } },
    DeliveryAddressRequest: { properties: { country_code: ref('CountryCode') } },
  });
});

it('keeps both forms apart where reading takes other values than writing gives', () => {
  const read = { properties: { limit: { type: 'integer', default: 10 } } };
  const written = { properties: { limit: { type: 'integer' } }, required: ['limit'] };
  const document = referencedComponents({
    paths: { '/page': { post: { body: ref('PageInput'), answer: ref('Page') } } },
    components: { schemas: { PageInput: read, Page: written } },
  });
  expect(document.components.schemas).toEqual({ Page: written, PageInput: read });
});
