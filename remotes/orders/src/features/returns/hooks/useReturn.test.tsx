import { act, renderHook } from '@testing-library/react';
import type { Order, ReturnReasonCode } from '@account/contracts';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { useReturn } from './useReturn';

/** Two pillows on one line, a lamp and a blanket on others. */
const order = {
  number: '71010007',
  items: [
    { id: 'i-1', quantity: 2 },
    { id: 'i-2', quantity: 1 },
    { id: 'i-3', quantity: 1 },
  ],
} as Order;
const returned = { ...order, returnedOrder: true } as Order;

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));
beforeEach(() => configureTestServices('de-DE'));

/** The returns the orders service received: their Idempotency-Key and body. */
const returnsSent = () =>
  services.calls
    .filter((call) => call.path === '/api/orders/orders/return')
    .map((call) => ({ key: call.headers.get('Idempotency-Key'), body: call.body }));

it('goes through in progress to success and hands over the returned order', async () => {
  let answerReturn: () => void = () => undefined;
  services.use(
    answer(
      'orders',
      'returnOrder',
      () => new Promise((resolve) => (answerReturn = () => resolve(returned))),
    ),
  );
  const onReturned = jest.fn();
  const { result } = renderHook(() => useReturn(order, onReturned));
  let sending: Promise<unknown> = Promise.resolve();
  act(() => {
    sending = result.current.sendReturn({ items: [{ id: 'i-1', quantity: 2, reason: 'OTHER' }] });
  });
  expect(result.current.status).toBe('inProgress');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answerReturn();
    await sending;
  });
  expect(result.current.status).toBe('success');
  expect(onReturned).toHaveBeenCalledWith(returned);
  expect(returnsSent()).toEqual([
    {
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: { order_id: '71010007', items: [{ id: 'i-1', reason: 'OTHER' }], reason: 'OTHER' },
    },
  ]);
});

it('sends each item with its own reason, and the quantity only for part of a line', async () => {
  services.use(answer('orders', 'returnOrder', returned));
  const { result } = renderHook(() => useReturn(order, jest.fn()));
  await act(() =>
    result.current.sendReturn({
      items: [
        { id: 'i-1', quantity: 1, reason: 'DOES_NOT_FIT' },
        { id: 'i-2', quantity: 1, reason: 'DEFECTIVE' },
      ],
    }),
  );
  expect(returnsSent()[0]?.body).toEqual({
    order_id: '71010007',
    items: [
      { id: 'i-1', quantity: 1, reason: 'DOES_NOT_FIT' },
      { id: 'i-2', reason: 'DEFECTIVE' },
    ],
  });
});

const line = (id: string, quantity = 1, reason: ReturnReasonCode = 'OTHER') => ({
  id,
  quantity,
  reason,
});

it('sends the same Idempotency-Key when the customer retries the same return, a new one for other items, quantities or reasons', async () => {
  services.use(
    answer('orders', 'returnOrder', failWith(503), { once: true }),
    answer('orders', 'returnOrder', returned),
  );
  const { result } = renderHook(() => useReturn(order, jest.fn()));
  await act(() => result.current.sendReturn({ items: [line('i-2'), line('i-1')] }));
  await act(() => result.current.sendReturn({ items: [line('i-1'), line('i-2')] }));
  await act(() => result.current.sendReturn({ items: [line('i-3')] }));
  await act(() => result.current.sendReturn({ items: [line('i-1', 2), line('i-2')] }));
  await act(() => result.current.sendReturn({ items: [line('i-1', 1, 'DEFECTIVE'), line('i-2')] }));
  const sent = returnsSent();
  expect(sent).toHaveLength(5);
  expect(sent[1]?.key).toBe(sent[0]?.key);
  expect(new Set(sent.map((call) => call.key)).size).toBe(4);
  expect(sent[4]?.body).toMatchObject({
    items: [{ id: 'i-1', quantity: 1, reason: 'DEFECTIVE' }, expect.anything()],
  });
});

it('fails, tells a repeated return apart, and clears the status', async () => {
  services.use(
    answer('orders', 'returnOrder', failWith(500, 'INTERNAL_SERVER_ERROR'), { once: true }),
    answer('orders', 'returnOrder', failWith(409, 'ORDER_ALREADY_RETURNED')),
  );
  const { result } = renderHook(() => useReturn(order, jest.fn()));
  await act(() => result.current.sendReturn({ items: [line('i-1')] }));
  expect(result.current.status).toBe('failed');
  await act(() => result.current.sendReturn({ items: [line('i-1')] }));
  expect(result.current.status).toBe('alreadyReturned');
  act(() => result.current.clearStatus());
  expect(result.current.status).toBe('idle');
});
