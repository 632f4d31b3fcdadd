import { SESSION_ID_HEADER } from '@account/contracts';
import { answer, configureTestServices, mockServices } from '@account/test-services';
import { buyAgain } from './buy-again';

const services = mockServices(
  answer('basket', 'buyAgain', { items: [], added: [], unavailable: [] }),
);
beforeEach(() => configureTestServices('de-DE'));

it('sends the order number, and the items when some are picked, under the shop session', async () => {
  await buyAgain('71010007');
  await buyAgain('71010007', ['i-1']);
  expect(services.calls.map(({ path, body }) => ({ path, body }))).toEqual([
    { path: '/api/basket/basket/buy-again', body: { order_number: '71010007' } },
    { path: '/api/basket/basket/buy-again', body: { order_number: '71010007', item_ids: ['i-1'] } },
  ]);
  expect(services.calls[0]?.headers.get(SESSION_ID_HEADER)).toMatch(/^[0-9a-f]{32}$/);
});
