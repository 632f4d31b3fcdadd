import { ApiError } from '@account/api-client';
import { getOpenInvoices } from '@account/api-client/orders';
import { answer, failWith } from '@account/test-services';
import { errorCategory, logLevelOf, reportError, reportWarning } from './index';
import { configure, mockLoggingService } from './test-setup';

const service = mockLoggingService();

describe('log level and category (spec section 8)', () => {
  it('warns for network errors, timeouts and 401–499, and errs for the rest', () => {
    expect(logLevelOf(new ApiError('CONNECTION', null, null))).toBe('warning');
    expect(logLevelOf(new ApiError('UNKNOWN', 401, 'NOT_LOGGED_IN'))).toBe('warning');
    expect(logLevelOf(new ApiError('UNKNOWN', 499, null))).toBe('warning');
    expect(logLevelOf(new ApiError('UNKNOWN', 400, 'BAD_REQUEST'))).toBe('error');
    expect(logLevelOf(new ApiError('UNKNOWN', 500, null))).toBe('error');
    expect(logLevelOf(new TypeError('x'))).toBe('error');
  });

  it('counts 500–599 as server side and everything else as client side', () => {
    expect(errorCategory(500)).toBe('server');
    expect(errorCategory(599)).toBe('server');
    expect(errorCategory(499)).toBe('client');
    expect(errorCategory(null)).toBe('client');
  });
});

describe('reporting', () => {
  beforeEach(() => configure());

  it('posts an error report with code, status, category, message and the page path', async () => {
    window.history.pushState({}, '', '/orders/71010007?token=secret');
    reportError('orders', 'Cancel failed', new ApiError('UNKNOWN', 503, 'INTERNAL_SERVER_ERROR'));
    expect(await service.posts()).toEqual([
      {
        path: '/api/logging/logs',
        body: {
          level: 'error',
          source: 'orders',
          message: 'Cancel failed',
          code: 'INTERNAL_SERVER_ERROR',
          status: 503,
          category: 'server',
          page: '/orders/71010007',
        },
      },
    ]);
  });

  it('reports a warning that no call caused', async () => {
    reportWarning('session', 'Customer number mismatch', 'CUSTOMER_MISMATCH');
    expect((await service.posts())[0]?.body).toMatchObject({
      level: 'warning',
      source: 'session',
      code: 'CUSTOMER_MISMATCH',
      category: 'client',
    });
  });

  it('reports every failed call of the API client, but not its own failures', async () => {
    service.use(
      answer('orders', 'openInvoices', failWith(404)),
      answer('logging', 'log', failWith(404)),
    );
    await expect(getOpenInvoices()).rejects.toBeInstanceOf(ApiError);
    // The call itself (404) and its report, whose own 404 is not reported again.
    expect(await service.posts()).toEqual([
      { path: '/api/orders/invoices/open', body: undefined },
      {
        path: '/api/logging/logs',
        body: expect.objectContaining({
          level: 'warning',
          source: 'api-client',
          message: 'orders invoices/open failed',
          status: 404,
          category: 'client',
        }),
      },
    ]);
  });
});
