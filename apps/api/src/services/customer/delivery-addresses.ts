import { BillingAddressRequest, DeliveryAddressRequest } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loggedInOf } from '../../auth/require-customer';
import { billingAddressFields, deliveryAddressFields } from '../../domain/addresses/address-input';
import { saveBillingAddress } from '../../domain/addresses/billing-address';
import {
  createDeliveryAddress,
  deleteDeliveryAddress,
  findOwnedAddress,
  listDeliveryAddresses,
  restoreDeliveryAddress,
  setPreferredAddress,
  toDeliveryAddress,
  updateDeliveryAddress,
} from '../../domain/addresses/delivery-addresses';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** The delivery and billing address calls of spec section 7, all for the logged-in customer. */
export function deliveryAddressRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  const guarded = { preHandler: app.requireCustomer };
  const customerOf = (request: Parameters<typeof loggedInOf>[0]) => loggedInOf(request).customer.id;

  app.get('/user/delivery-address', guarded, (request) =>
    listDeliveryAddresses(db, customerOf(request)),
  );

  app.get('/user/delivery-address/:id', guarded, async (request) => {
    const { id } = parseOrBadRequest(IdParams, request.params);
    return toDeliveryAddress(await findOwnedAddress(db, customerOf(request), id));
  });

  app.post('/user/delivery-address/add', guarded, async (request, reply) => {
    const body = parseOrBadRequest(DeliveryAddressRequest, request.body);
    const created = await createDeliveryAddress(
      db,
      customerOf(request),
      deliveryAddressFields(body),
    );
    return reply.status(201).send(created);
  });

  // With an id the address is saved; without one it is created, as /add does.
  app.post('/user/delivery-address', guarded, async (request, reply) => {
    const body = parseOrBadRequest(DeliveryAddressRequest, request.body);
    const fields = deliveryAddressFields(body);
    if (body.id) return updateDeliveryAddress(db, customerOf(request), body.id, fields);
    return reply.status(201).send(await createDeliveryAddress(db, customerOf(request), fields));
  });

  app.delete('/user/delivery-address/:id', guarded, async (request) => {
    const { id } = parseOrBadRequest(IdParams, request.params);
    return deleteDeliveryAddress(db, customerOf(request), id);
  });

  app.patch('/user/delivery-address/:id/restore', guarded, async (request) => {
    const { id } = parseOrBadRequest(IdParams, request.params);
    return restoreDeliveryAddress(db, customerOf(request), id);
  });

  app.patch('/user/address/:id/set-preferred', guarded, async (request) => {
    const { id } = parseOrBadRequest(IdParams, request.params);
    return setPreferredAddress(db, customerOf(request), id);
  });

  // Spec section 7 names both paths for the billing address; they do the same.
  for (const path of ['/user/invoice-address', '/user/invoice-addresses']) {
    app.post(path, guarded, async (request, reply) => {
      const body = parseOrBadRequest(BillingAddressRequest, request.body);
      const saved = await saveBillingAddress(db, customerOf(request), billingAddressFields(body));
      return reply.status(201).send(saved);
    });
  }
}
