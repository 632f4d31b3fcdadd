import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { installRequireCustomer } from './auth/require-customer';
import { ACCESS_COOKIE } from './auth/session-cookies';
import type { Config } from './config';
import type { Database } from './db/schema';
import { installCrossSiteProtection } from './http/cross-site-protection';
import { traceIdOf } from './telemetry/trace-id';
import { errorBodyWithTraceIdOptions, installTraceIdInErrors } from './http/trace-id-in-errors';
import { installErrorHandling } from './http/error-handling';
import { installCatalogueSchemas } from './http/catalogue-route';
import { installOpenApi } from './http/openapi';
import { installNoStore } from './http/no-store';
import { installShutdownBehaviour } from './http/shutdown';
import { installTrustedProxySecret } from './http/trusted-proxy';
import { requestLogSerializers } from './http/log-redaction';
import { humanLogStream, OneLinePerRequest } from './http/human-log';
import { OneEntryPerRequest } from './http/request-log';
import { installIdempotency } from './http/idempotency';
import { shopSessionIdOf } from './http/shop-session';
import { installMetrics } from './metrics/install-metrics';
import { createRecaptchaVerifier } from './auth/recaptcha';
import { limitPasswordHashing } from './auth/passwords';
import { offlineRecaptchaService } from './services/recaptcha-offline';
import { acceptEmptyJsonBodies } from './http/json-body';
import { customerService } from './services/customer';
import { pendingMigrations } from './db/migrate';
import { healthRoutes } from './services/health';
import { orderHistoryService } from './services/order-history';
import { ordersService } from './services/orders';
import { productsService } from './services/products';
import { socialLiveCommerceService } from './services/social-live-commerce';
import { basketService } from './services/basket';
import { newsletterService } from './services/newsletter';
import { paymentService } from './services/payment';
import { devService } from './services/dev';
import { addressCheckService } from './services/address-check';
import { loggingService } from './services/logging';
import { contentService } from './services/content';
import { createMailer, type Mailer } from './mail/mailer';
import { installOutboxWorker } from './mail/install-outbox-worker';
import { UNSENT_MAIL_LIFETIME_MS } from './domain/unsent-mail-lifetimes';
import { installDataExportWorker } from './services/data-export/install-worker';
import { API_PREFIX, servicePrefixes } from '@account/contracts';
import { inHouseCarrierLabels, type CarrierLabels } from './domain/returns/carrier-labels';

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Tests pass false to keep their output readable. */
  logger?: boolean;
  /** Where the log goes instead of stdout (tests that read the log). */
  logStream?: NodeJS.WritableStream;
  /** What the outbox worker sends through: SMTP when configured, else the development mailbox. */
  mailer?: Mailer;
  /** Books return parcels with the carriers: the shop's own number ranges unless given. */
  carrierLabels?: CarrierLabels;
}

/** The account services, ready to listen; the server and the tests build it the same way. */
export function buildApp({
  db,
  config,
  logger = true,
  logStream,
  mailer = createMailer(config, db),
  carrierLabels = inHouseCarrierLabels,
}: AppOptions): FastifyInstance {
  // X-Forwarded-For counts only when the connection comes from a configured proxy (and, with
  // TRUSTED_PROXY_SECRET, carries its secret); otherwise request.ip is the socket address, so a
  // spoofed header cannot dodge per-address throttling.
  const trustProxy = config.auth.trustedProxies.length > 0 ? config.auth.trustedProxies : false;
  const human = config.logFormat === 'pretty';
  const stream = human ? humanLogStream(logStream) : logStream;
  const requestIds = { requestIdLogLabel: 'traceId' };
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      serializers: requestLogSerializers,
      ...(stream ? { stream } : {}),
    },
    // Each log line of a request carries its trace id, the id error answers carry too.
    logController: human ? new OneLinePerRequest(requestIds) : new OneEntryPerRequest(requestIds),
    genReqId: traceIdOf,
    trustProxy,
    // installShutdownBehaviour answers requests during shutdown itself, with an error body.
    return503OnClosing: false,
    ...errorBodyWithTraceIdOptions,
  });

  installTrustedProxySecret(app, config.auth.trustedProxySecret);
  installMetrics(app, db);
  limitPasswordHashing(config.passwordHashing);
  app.register(cookie);
  acceptEmptyJsonBodies(app);
  installCatalogueSchemas(app, config.answerCheckShare);
  installOpenApi(app, config, ACCESS_COOKIE);
  installErrorHandling(app, config.answerCheckShare >= 1);
  installTraceIdInErrors(app);
  installShutdownBehaviour(app);
  installCrossSiteProtection(app);
  installRequireCustomer(app, db);
  installNoStore(app);
  // Idempotency keys are kept per customer, or per shop session for a guest's basket add: the
  // guard (requireCustomer) or the basket's lookup of a customer who may be a guest runs first.
  installIdempotency(app, db, (request) => {
    if (request.loggedIn) return { customerId: request.loggedIn.customer.id };
    const shopSessionId = shopSessionIdOf(request);
    return shopSessionId === null ? null : { shopSessionId };
  });
  installOutboxWorker(app, {
    db,
    mailer,
    rules: config.mailOutbox,
    unsentMailLifetimes: UNSENT_MAIL_LIFETIME_MS,
  });
  installDataExportWorker(app, { db, config });

  const recaptcha = createRecaptchaVerifier(config.auth.recaptcha, db);
  app.register(healthRoutes, {
    prefix: API_PREFIX,
    db,
    pendingMigrations: () =>
      pendingMigrations(
        db,
        config.database.dialect === 'postgres' ? config.database.schema : undefined,
      ),
  });
  app.register(customerService, {
    prefix: servicePrefixes.customer,
    db,
    config,
    recaptcha,
  });
  app.register(orderHistoryService, { prefix: servicePrefixes.orderHistory, db, config });
  app.register(ordersService, { prefix: servicePrefixes.orders, db, config, carrierLabels });
  app.register(productsService, { prefix: servicePrefixes.products, db, config });
  app.register(socialLiveCommerceService, {
    prefix: servicePrefixes.socialLiveCommerce,
    db,
    config,
  });
  app.register(addressCheckService, { prefix: servicePrefixes.addressCheck, db, config });
  app.register(loggingService, { prefix: servicePrefixes.logging, db, config });
  app.register(contentService, { prefix: servicePrefixes.content, db, config });
  app.register(basketService, { prefix: servicePrefixes.basket, db, config });
  app.register(newsletterService, { prefix: servicePrefixes.newsletter, db, config });
  app.register(paymentService, { prefix: servicePrefixes.payment, db, config });
  // The outbox hands out live links: its routes exist only behind DEV_MAILBOX=1 (local only).
  if (config.devMailbox) app.register(devService, { prefix: servicePrefixes.dev, db });
  if (recaptcha.issue)
    app.register(offlineRecaptchaService, {
      prefix: servicePrefixes.recaptchaOffline,
      issue: recaptcha.issue,
    });
  return app;
}
