import { InvalidInput, NotFound } from '../../../domain/domain-error';
import {
  catalogue,
  CONSENT_LOG_LENGTH,
  ConsentChange,
  ConsentSource,
  ConsentTopic,
} from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { TooManyRequests } from '../../../auth/throttle';
import { pendingLinkExpiry } from '../../../domain/newsletter/doi-tokens';
import {
  privacyCentreOf,
  setNewsletterFrequency,
  switchConsent,
} from '../../../domain/privacy/privacy-centre';
import { route } from '../../../http/catalogue-route';
import type { ServiceOptions } from '../../../service-options';
import { countOptInMail } from '../../newsletter/opt-in-mail-throttle';

/**
 * The privacy centre of the profile area (issue 26): every consent and mail preference in one
 * place, switches that go through the double-opt-in flows where the law needs them, and the
 * consent log. Each answer is the centre as the server now holds it.
 */
export function privacyCentreRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;

  route(app, catalogue.customer.privacyCentre, async (request) =>
    privacyCentreOf(db, loggedInOf(request).customer),
  );

  route(app, catalogue.customer.switchConsent, async (request) => {
    const { customer } = loggedInOf(request);
    const { topic, enabled } = request.body;
    const now = Date.now();
    if (enabled && topic === 'NEWSLETTER') {
      // The double-opt-in mail counts against the address's sign-up mails like the shop's form.
      if ((await privacyCentreOf(db, customer)).newsletter.state === 'OFF')
        await countOptInMail(options, request, customer.email);
    }
    if (enabled && topic === 'MARKET_RESEARCH') {
      // One research link at a time, as when the shop asks (marketing-consents.ts).
      const pending = await pendingLinkExpiry(db, 'market-research-confirm', customer.id, now);
      if (pending !== null)
        throw new TooManyRequests(Math.ceil((pending - now) / 1000), 'marketResearchLinkPending');
    }
    if ((await switchConsent(options, customer, topic, enabled, now)) === 'notSwitchable')
      throw new InvalidInput();
    app.wakeOutbox();
    return privacyCentreOf(db, customer);
  });

  route(app, catalogue.customer.setPrivacyNewsletterFrequency, async (request) => {
    const { customer } = loggedInOf(request);
    if (!(await setNewsletterFrequency(db, customer, request.body.frequency))) throw new NotFound();
    return privacyCentreOf(db, customer);
  });

  route(app, catalogue.customer.consentLog, async (request) => {
    const { customer } = loggedInOf(request);
    const rows = await db
      .selectFrom('consent_log')
      .select(['occurred_at', 'topic', 'change', 'source', 'detail'])
      .where('customer_id', '=', customer.id)
      .orderBy('occurred_at', 'desc')
      .limit(CONSENT_LOG_LENGTH)
      .execute();
    return {
      entries: rows.map((row) => ({
        occurredAt: new Date(row.occurred_at).toISOString(),
        topic: ConsentTopic.parse(row.topic),
        change: ConsentChange.parse(row.change),
        source: ConsentSource.parse(row.source),
        detail: row.detail,
      })),
    };
  });
}
