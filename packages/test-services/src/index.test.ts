import { ApiError } from '@account/api-client';
import { getDeliveryAddress } from '@account/api-client/addresses';
import { setWishlistItemState } from '@account/api-client/wishlist';
import { getReferralProgram } from '@account/api-client/service';
import { answer, configureTestServices, failWith, mockServices } from './index';

const services = mockServices();
beforeEach(() => configureTestServices('de-DE'));

const program = {
  code: 'AB3DEF7G',
  link: 'http://de.localhost:3000/?empfehlung=AB3DEF7G',
  referrerReward: { amount: 15, currency: 'EUR' as const },
  friendReward: { amount: 10, currency: 'EUR' as const },
};

it('answers a declared call with its typed answer and records what was sent', async () => {
  services.use(answer('customer', 'referral', program));
  await expect(getReferralProgram()).resolves.toEqual(program);
  expect(services.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /api/cs/user/referral',
  ]);
});

it('hands the handler the path parameters, the query and the body', async () => {
  services.use(
    answer('customer', 'deliveryAddress', ({ params }) =>
      failWith(404, params.id === 'a-1' ? 'NOT_FOUND' : undefined),
    ),
    answer('customer', 'setWishlistItemState', ({ query, body }) =>
      query.get('sku') === '100001-01' && (body as { state: string }).state === 'deleted'
        ? undefined
        : failWith(400, 'BAD_REQUEST'),
    ),
  );
  await expect(getDeliveryAddress('a-1')).rejects.toMatchObject({
    status: 404,
    errorKey: 'NOT_FOUND',
  });
  await expect(setWishlistItemState('100001-01', 'deleted')).resolves.toBeUndefined();
});

it('fails a call no handler answers', async () => {
  const failure = await getReferralProgram().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
});
