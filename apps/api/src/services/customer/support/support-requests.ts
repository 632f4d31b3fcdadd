import { InvalidInput, NotFound } from '../../../domain/domain-error';
import {
  hasForbiddenCharacters,
  isValidContactEmail,
  localeOfCountry,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
} from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { assertNotThrottled, countEvent, type ThrottleKey } from '../../../auth/throttle';
import {
  findSupportRequest,
  isOrderOf,
  storeSupportRequest,
  supportRequestsOf,
} from '../../../domain/customer/support/support-requests';
import type { ServiceOptions } from '../../../service-options';
import { sendSupportMails } from './support-mails';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/** Well above the longest message (2,000 characters of up to 4 bytes) and the other fields. */
const BODY_LIMIT = 16 * 1024;
const HOUR = 60 * 60 * 1000;
const requestsPerCustomer = (customerId: string): ThrottleKey => ({
  name: 'supportRequestsPerCustomer',
  rule: { limit: 5, windowMs: HOUR },
  subject: customerId,
});

const invalid = (field: 'orderNumber' | 'message') =>
  new InvalidInput('INVALID_SUPPORT_REQUEST', field);

/** POST, GET user/support-requests and GET user/support-requests/{id}: the customer's own. */
export function supportRequestRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;
  route(
    app,
    catalogue.customer.createSupportRequest,
    async (request, reply) => {
      const { customer } = loggedInOf(request);
      const body = request.body;
      const message = body.message.trim();
      if (
        message.length < SUPPORT_MESSAGE_MIN ||
        message.length > SUPPORT_MESSAGE_MAX ||
        hasForbiddenCharacters(message)
      )
        throw invalid('message');
      // The address goes into the Reply-To header of the service mail only (the customer's copy
      // goes to the account's address): line breaks or lists are refused, not cleaned.
      if (!isValidContactEmail(body.email)) throw new InvalidInput('EMAIL_INVALID');
      const orderNumber = body.order_number?.trim() || null;
      if (orderNumber !== null && !(await isOrderOf(db, customer.id, orderNumber)))
        throw invalid('orderNumber');
      const key = requestsPerCustomer(customer.id);
      await assertNotThrottled(db, [key]);
      await countEvent(db, [key]);

      const stored = await db.transaction().execute(async (trx) => {
        const created = await storeSupportRequest(trx, {
          customerId: customer.id,
          topic: body.topic,
          orderNumber,
          message,
          email: body.email.trim(),
          locale: localeOfCountry[customer.country_code],
        });
        await sendSupportMails(trx, created, customer);
        return created;
      });
      return reply.status(201).send(stored);
    },
    { bodyLimit: BODY_LIMIT },
  );

  route(app, catalogue.customer.supportRequests, async (request) => {
    const { customer } = loggedInOf(request);
    return { requests: await supportRequestsOf(db, customer.id) };
  });

  route(app, catalogue.customer.supportRequest, async (request) => {
    const { customer } = loggedInOf(request);
    const found = await findSupportRequest(db, customer.id, request.params.id);
    if (!found) throw new NotFound();
    return found;
  });
}
