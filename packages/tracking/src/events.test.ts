import { ApiError } from '@account/api-client';
import {
  setTrackedCustomer,
  trackAddToBasketFailed,
  trackCreateAccountFailed,
  trackLogout,
  trackPageView,
} from './index';
import { configure, CONSENT_KEY, mockLoggingService } from './test-setup';

const service = mockLoggingService();

const HASH = 'b'.repeat(64);

describe('tracking events', () => {
  beforeEach(() => {
    window.localStorage.clear();
    configure({ adapter: 'storage', key: CONSENT_KEY });
    setTrackedCustomer(null);
  });
  const consent = () =>
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ personalisation: true }));

  it('sends nothing while the customer has not consented', async () => {
    trackPageView('home');
    trackLogout();
    expect(await service.posts()).toEqual([]);
  });

  it('sends page views with type and path once the customer consented', async () => {
    consent();
    window.history.pushState({}, '', '/orders?sort=asc');
    trackPageView('orders');
    expect(await service.posts()).toEqual([
      {
        path: '/api/logging/events',
        body: { consent: 'yes', data: { event: 'pageView', page_type: 'orders', page: '/orders' } },
      },
    ]);
  });

  it('identifies the customer only by hash, and only with cross-device tracking allowed', async () => {
    consent();
    setTrackedCustomer({ emailHash: HASH, crossDeviceTracking: false });
    trackLogout();
    setTrackedCustomer({ emailHash: HASH, crossDeviceTracking: true });
    trackLogout();
    expect((await service.posts()).map((post) => (post.body as { user?: unknown }).user)).toEqual([
      undefined,
      { email_hash: HASH, cross_device_tracking: true },
    ]);
  });

  it('never names the customer by address: an encrypted address only as the session carries one', async () => {
    consent();
    // The account services send no encryptedEmail (issue 24,
    // docs/decisions/033-reference-data-and-the-rest-of-the-spec.md); a service that
    // did would have it passed on beside the hash, with cross-device tracking allowed only.
    setTrackedCustomer({ emailHash: HASH, crossDeviceTracking: true });
    trackLogout();
    setTrackedCustomer({
      emailHash: HASH,
      encryptedEmail: 'v1.c2VhbGVk',
      crossDeviceTracking: true,
    });
    trackLogout();
    setTrackedCustomer({
      emailHash: HASH,
      encryptedEmail: 'v1.c2VhbGVk',
      crossDeviceTracking: false,
    });
    trackLogout();
    expect((await service.posts()).map((post) => (post.body as { user?: unknown }).user)).toEqual([
      { email_hash: HASH, cross_device_tracking: true },
      { email_hash: HASH, encrypted_email: 'v1.c2VhbGVk', cross_device_tracking: true },
      undefined,
    ]);
    expect(JSON.stringify(await service.posts())).not.toContain('@');
  });

  it('tracks a failed account creation with status and category', async () => {
    consent();
    trackCreateAccountFailed(new ApiError('UNKNOWN', 409, 'EMAIL_ALREADY_EXISTS'));
    trackCreateAccountFailed(new ApiError('CONNECTION', null, null));
    expect((await service.posts()).map((post) => (post.body as { data: unknown }).data)).toEqual([
      { event: 'createAccountFailed', status: 409, category: 'client' },
      { event: 'createAccountFailed', category: 'client' },
    ]);
  });

  it('fills the product defaults of spec section 9: standard shipping, 5 days', async () => {
    consent();
    trackAddToBasketFailed(
      { baseProductNo: '402117', sku: '402117-38' },
      new ApiError('UNKNOWN', 502, null),
    );
    expect(((await service.posts())[0]?.body as { data: unknown }).data).toEqual({
      event: 'addToBasketFailed',
      product: {
        base_product_no: '402117',
        sku: '402117-38',
        shipping_type: 'standard',
        delivery_days: 5,
      },
      status: 502,
      category: 'server',
    });
  });
});
