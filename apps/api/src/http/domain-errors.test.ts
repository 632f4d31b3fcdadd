import {
  Conflict,
  Gone,
  InvalidInput,
  NotAllowed,
  NotFound,
  type DomainError,
} from '../domain/domain-error';
import { startTestApi, type TestApi } from '../test/api-harness';
import { aTraceId } from '../test/trace-id';

// Domain code throws refusals without HTTP; error-handling.ts gives each kind its status.
describe('domain refusals as HTTP answers', () => {
  let api: TestApi;
  let refusal: DomainError;
  beforeAll(async () => {
    api = await startTestApi('sqlite', {
      seed: false,
      extend: (app) =>
        app.get('/api/refuse', async () => {
          throw refusal;
        }),
    });
  });
  afterAll(() => api.close());

  it.each([
    [
      'an invalid input',
      () => new InvalidInput('INVALID_ZIP_CODE'),
      400,
      { errorKey: 'INVALID_ZIP_CODE' },
    ],
    [
      'an invalid input with its detail',
      () => new InvalidInput('BAD_REQUEST', 'More items than were delivered.'),
      400,
      { errorKey: 'BAD_REQUEST', detail: 'More items than were delivered.' },
    ],
    ['something not found', () => new NotFound(), 404, { errorKey: 'NOT_FOUND' }],
    [
      'an account not found',
      () => new NotFound('ACCOUNT_NOT_EXIST'),
      404,
      { errorKey: 'ACCOUNT_NOT_EXIST' },
    ],
    ['a wrong proof', () => new NotAllowed(), 403, { errorKey: 'NOT_AUTHORIZED' }],
    [
      "another country's account",
      () => new NotAllowed('NOT_ALLOWED_FOR_COUNTRY_CODE', 'AT'),
      403,
      { errorKey: 'NOT_ALLOWED_FOR_COUNTRY_CODE', customerCountryCode: 'AT' },
    ],
    ['a used-up link', () => new Gone(), 410, { errorKey: 'TOKEN_INVALID' }],
    [
      'a conflict with the state',
      () => new Conflict('PRODUCT_SOLD_OUT'),
      409,
      { errorKey: 'PRODUCT_SOLD_OUT' },
    ],
  ])('answers %s', async (_name, make, status, body) => {
    refusal = make();
    const response = await api.request('GET', '/api/refuse');
    expect({ status: response.status, body: response.body }).toEqual({
      status,
      body: { ...body, traceId: aTraceId() },
    });
  });
});
