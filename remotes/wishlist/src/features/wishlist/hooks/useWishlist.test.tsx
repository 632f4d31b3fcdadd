import { act, renderHook, waitFor } from '@testing-library/react';
import type { WishlistItem } from '@account/contracts';
import * as api from '@account/api-client';
import { useWishlist } from './useWishlist';

jest.mock('@account/api-client', () => ({
  getWishlist: jest.fn(),
  addToBasket: jest.fn(),
  setWishlistItemState: jest.fn(),
}));
const mocked = jest.mocked(api);

const item = (sku: string): WishlistItem =>
  ({ baseProductNo: sku.slice(0, 6), name: `Artikel ${sku}`, variant: { sku } }) as WishlistItem;

const skus = (state: ReturnType<typeof useWishlist>['state']) =>
  state.status === 'success' ? state.data.map((i) => i.variant.sku) : state.status;

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getWishlist.mockResolvedValue({ items: [item('100001-01'), item('100002-02')] });
  mocked.setWishlistItemState.mockResolvedValue(undefined);
});
afterEach(() => jest.useRealTimers());

async function loaded(events = {}) {
  const hook = renderHook(() => useWishlist(events));
  await waitFor(() => expect(hook.result.current.state.status).toBe('success'));
  return hook;
}

it('adds to the basket: loading, success, and 1.5 s later the item leaves and is patched movedToBasket', async () => {
  jest.useFakeTimers();
  const onLeft = jest.fn();
  const { result } = await loaded({ onLeft });
  let resolve: () => void = () => undefined;
  mocked.addToBasket.mockReturnValue(new Promise((r) => (resolve = () => r({ items: [] }))));
  let adding: Promise<void> = Promise.resolve();
  act(() => {
    adding = result.current.moveToBasket(item('100001-01'));
  });
  expect(result.current.statuses['100001-01']).toBe('loading');
  await act(async () => {
    resolve();
    await adding;
  });
  expect(result.current.statuses['100001-01']).toBe('success');
  expect(mocked.addToBasket).toHaveBeenCalledWith({ baseProductNo: '100001', sku: '100001-01' });
  act(() => jest.advanceTimersByTime(1499));
  expect(skus(result.current.state)).toEqual(['100001-01', '100002-02']);
  expect(mocked.setWishlistItemState).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(skus(result.current.state)).toEqual(['100002-02']);
  expect(mocked.setWishlistItemState).toHaveBeenCalledWith('100001-01', 'movedToBasket');
  expect(onLeft).toHaveBeenCalledWith(item('100001-01'), 'movedToBasket');
});

it('shows the error per item and reports the failed add; the item stays', async () => {
  const onAddFailed = jest.fn();
  const { result } = await loaded({ onAddFailed });
  const failure = new Error('sold out');
  mocked.addToBasket.mockRejectedValue(failure);
  await act(() => result.current.moveToBasket(item('100002-02')));
  expect(result.current.statuses).toEqual({ '100002-02': 'error' });
  expect(onAddFailed).toHaveBeenCalledWith(item('100002-02'), failure);
  expect(skus(result.current.state)).toEqual(['100001-01', '100002-02']);
  expect(mocked.setWishlistItemState).not.toHaveBeenCalled();
});

it('patches at once when the page is left within the 1.5 s', async () => {
  jest.useFakeTimers();
  const { result, unmount } = await loaded();
  mocked.addToBasket.mockResolvedValue({ items: [] });
  await act(() => result.current.moveToBasket(item('100001-01')));
  unmount();
  expect(mocked.setWishlistItemState).toHaveBeenCalledWith('100001-01', 'movedToBasket');
});

it('removes at once, then patches deleted; a failed patch brings the item back', async () => {
  const onLeft = jest.fn();
  const onDeleteFailed = jest.fn();
  const { result } = await loaded({ onLeft, onDeleteFailed });
  await act(() => result.current.remove(item('100001-01')));
  expect(skus(result.current.state)).toEqual(['100002-02']);
  expect(mocked.setWishlistItemState).toHaveBeenCalledWith('100001-01', 'deleted');
  expect(onLeft).toHaveBeenCalledWith(item('100001-01'), 'deleted');

  mocked.setWishlistItemState.mockRejectedValueOnce(new Error('offline'));
  await act(() => result.current.remove(item('100002-02')));
  expect(skus(result.current.state)).toEqual(['100002-02']);
  expect(onDeleteFailed).toHaveBeenCalledWith(item('100002-02'));
});
