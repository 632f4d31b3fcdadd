import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@account/api-client';
import type { Order } from '@account/contracts';
import { useReturn } from './useReturn';

const order = { number: '71010007' } as Order;

it('goes through in progress to success and hands over the returned order', async () => {
  const returned = { ...order, returnedOrder: true } as Order;
  const onReturned = jest.fn();
  let resolve: (value: Order) => void = () => undefined;
  const send = jest.fn(() => new Promise<Order>((r) => (resolve = r)));
  const { result } = renderHook(() => useReturn(order, onReturned, send));
  let sending: Promise<unknown> = Promise.resolve();
  act(() => {
    sending = result.current.sendReturn({ items: [{ id: 'i-1', quantity: 2 }] });
  });
  expect(result.current.status).toBe('inProgress');
  await act(async () => {
    resolve(returned);
    await sending;
  });
  expect(result.current.status).toBe('success');
  expect(onReturned).toHaveBeenCalledWith(returned);
  expect(send).toHaveBeenCalledWith(
    '71010007',
    [{ id: 'i-1', quantity: 2 }],
    expect.stringMatching(/^[0-9a-f-]{36}$/),
    undefined,
  );
});

const line = (id: string, quantity = 1) => ({ id, quantity });

it('sends the same Idempotency-Key when the customer retries the same return, a new one for other items, quantities or reasons', async () => {
  const send = jest
    .fn()
    .mockRejectedValueOnce(new ApiError('CONNECTION', null, null))
    .mockResolvedValue(order);
  const { result } = renderHook(() => useReturn(order, jest.fn(), send));
  await act(() => result.current.sendReturn({ items: [line('i-2'), line('i-1')] }));
  await act(() => result.current.sendReturn({ items: [line('i-1'), line('i-2')] }));
  await act(() => result.current.sendReturn({ items: [line('i-3')] }));
  await act(() => result.current.sendReturn({ items: [line('i-1', 2), line('i-2')] }));
  await act(() =>
    result.current.sendReturn({ items: [line('i-1'), line('i-2')], reason: 'DEFECTIVE' }),
  );
  const keys = send.mock.calls.map((call) => call[2] as string);
  expect(keys[1]).toBe(keys[0]);
  expect(new Set(keys).size).toBe(4);
  expect(send.mock.calls[4]?.[3]).toBe('DEFECTIVE');
});

it('fails, tells a repeated return apart, and clears the status', async () => {
  const send = jest
    .fn()
    .mockRejectedValueOnce(new ApiError('UNKNOWN', 500, 'INTERNAL_SERVER_ERROR'))
    .mockRejectedValueOnce(new ApiError('UNKNOWN', 409, 'ORDER_ALREADY_RETURNED'));
  const { result } = renderHook(() => useReturn(order, jest.fn(), send));
  await act(() => result.current.sendReturn({ items: [line('i-1')] }));
  expect(result.current.status).toBe('failed');
  await act(() => result.current.sendReturn({ items: [line('i-1')] }));
  expect(result.current.status).toBe('alreadyReturned');
  act(() => result.current.clearStatus());
  expect(result.current.status).toBe('idle');
});
