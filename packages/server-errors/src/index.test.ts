import { errorResponseOf } from './index';

it.each([
  [400, 400, 'BAD_REQUEST'],
  [404, 404, 'NOT_FOUND'],
  [413, 413, 'BAD_REQUEST'],
  [415, 415, 'BAD_REQUEST'],
  [503, 503, 'INTERNAL_SERVER_ERROR'],
  [undefined, 500, 'INTERNAL_SERVER_ERROR'],
  [302, 500, 'INTERNAL_SERVER_ERROR'],
])('answers an error with status %s as %s { errorKey: %s }', (status, statusCode, errorKey) => {
  expect(errorResponseOf({ statusCode: status })).toEqual({ statusCode, body: { errorKey } });
});
