import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@account/api-client';
import type { WishlistItem } from '@account/contracts';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { useWishlist } from './useWishlist';

const item = (sku: string): WishlistItem =>
  ({ baseProductNo: sku.slice(0, 6), name: `Artikel ${sku}`, variant: { sku } }) as WishlistItem;

// The client reports failed calls to the logging service.
const services = mockServices(
  answer('customer', 'wishlist', { items: [item('100001-01'), item('100002-02')] }),
  answer('customer', 'setWishlistItemState', undefined),
  answer('logging', 'log', undefined),
);
beforeEach(() => configureTestServices('de-DE'));
afterEach(() => jest.useRealTimers());

const skus = (state: ReturnType<typeof useWishlist>['state']) =>
  state.status === 'success' ? state.data.map((i) => i.variant.sku) : state.status;

/** The states the wishlist service was sent, as `sku state`. */
const patches = () =>
  services.calls
    .filter((call) => call.method === 'PATCH' && call.path === '/api/cs/wishlist/item')
    .map((call) => `${call.query.get('sku')} ${(call.body as { state: string }).state}`);

/** What went into the basket, as sent to the basket service. */
const basketAdditions = () =>
  services.calls
    .filter((call) => call.path === '/api/basket/basket/items')
    .map((call) => call.body);

async function loaded(events = {}) {
  const hook = renderHook(() => useWishlist(events));
  await waitFor(() => expect(hook.result.current.state.status).toBe('success'));
  return hook;
}

it('adds to the basket: loading, success, and 1.5 s later the item leaves and is patched movedToBasket', async () => {
  const onLeft = jest.fn();
  const { result } = await loaded({ onLeft });
  let answerBasket: () => void = () => undefined;
  services.use(
    answer(
      'basket',
      'addToBasket',
      () => new Promise((resolve) => (answerBasket = () => resolve({ items: [] }))),
    ),
  );
  let adding: Promise<void> = Promise.resolve();
  act(() => {
    adding = result.current.moveToBasket(item('100001-01'));
  });
  expect(result.current.statuses['100001-01']).toBe('loading');
  await waitFor(() => expect(basketAdditions()).toHaveLength(1));
  // The 1.5 s on the clock of the test; the answer's way back through fetch keeps its own timers.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setInterval'] });
  await act(async () => {
    answerBasket();
    await adding;
  });
  expect(result.current.statuses['100001-01']).toBe('success');
  expect(basketAdditions()).toEqual([{ base_product_no: '100001', sku: '100001-01', quantity: 1 }]);
  act(() => jest.advanceTimersByTime(1499));
  // The patch leaves with the item, in the same turn: neither has happened yet.
  expect(skus(result.current.state)).toEqual(['100001-01', '100002-02']);
  expect(onLeft).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(skus(result.current.state)).toEqual(['100002-02']);
  expect(onLeft).toHaveBeenCalledWith(item('100001-01'), 'movedToBasket');
  jest.useRealTimers();
  await waitFor(() => expect(patches()).toEqual(['100001-01 movedToBasket']));
});

it('shows the error per item and reports the failed add; the item stays', async () => {
  const onAddFailed = jest.fn();
  const { result } = await loaded({ onAddFailed });
  services.use(answer('basket', 'addToBasket', failWith(409, 'PRODUCT_SOLD_OUT')));
  await act(() => result.current.moveToBasket(item('100002-02')));
  expect(result.current.statuses).toEqual({ '100002-02': 'error' });
  expect(onAddFailed).toHaveBeenCalledWith(
    item('100002-02'),
    expect.objectContaining({ status: 409, errorKey: 'PRODUCT_SOLD_OUT' }),
  );
  expect(onAddFailed.mock.calls[0]?.[1]).toBeInstanceOf(ApiError);
  expect(skus(result.current.state)).toEqual(['100001-01', '100002-02']);
  expect(patches()).toEqual([]);
});

it('patches at once when the page is left within the 1.5 s', async () => {
  const { result, unmount } = await loaded();
  services.use(answer('basket', 'addToBasket', { items: [] }));
  await act(() => result.current.moveToBasket(item('100001-01')));
  unmount();
  // Well before the 1.5 s are over.
  await waitFor(() => expect(patches()).toEqual(['100001-01 movedToBasket']), { timeout: 500 });
});

it('removes at once, then patches deleted; a failed patch brings the item back', async () => {
  const onLeft = jest.fn();
  const onDeleteFailed = jest.fn();
  const { result } = await loaded({ onLeft, onDeleteFailed });
  await act(() => result.current.remove(item('100001-01')));
  expect(skus(result.current.state)).toEqual(['100002-02']);
  expect(patches()).toEqual(['100001-01 deleted']);
  expect(onLeft).toHaveBeenCalledWith(item('100001-01'), 'deleted');

  services.use(answer('customer', 'setWishlistItemState', failWith(503), { once: true }));
  await act(() => result.current.remove(item('100002-02')));
  expect(skus(result.current.state)).toEqual(['100002-02']);
  expect(onDeleteFailed).toHaveBeenCalledWith(item('100002-02'));
});
