import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../../domain/domain-error';
import { consumeAttempt, ipKey } from '../../../auth/throttle';
import type { ServiceOptions } from '../../../service-options';
import { lookUpUsername, recipientByUsername } from './account-lookup';
import { requireRecaptcha, type Guards } from './guards';
import { mailRequestRoute } from './mail-request';
import { redeemPasswordToken } from './redeem-password-token';
import { sendActivationMail } from '../../../domain/customer/mails/send-activation-mail';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/** The light-account calls of spec section 7: activation state, set password, resend the mail. */
export function lightUserRoutes(
  app: FastifyInstance,
  options: ServiceOptions,
  guards: Guards,
): void {
  const { db, config } = options;

  // Reading only: the page learns whether the link's account still needs a password. The link's
  // token is not sent here, so mail scanners that open the page use nothing up.
  route(app, catalogue.customer.lightAccountActivation, async (request) => {
    const query = request.query;
    // 200 or 404 tells whether an address has a light account: reCAPTCHA as for the username check.
    await requireRecaptcha(request, guards);
    await consumeAttempt(db, [ipKey(config, 'usernameChecksPerIp', request)]);
    const { customer } = await lookUpUsername(db, query.username);
    if (!customer || customer.customer_type !== 'LIGHT') throw new NotFound('ACCOUNT_NOT_EXIST');
    return { passwordRequired: customer.password_hash === null };
  });

  route(app, catalogue.customer.lightAccountSetPassword, (request, reply) =>
    redeemPasswordToken(options, request, reply, ['account-activation'], request.body),
  );

  // Only a light account still waiting for activation gets a mail.
  mailRequestRoute(app, options, guards, catalogue.customer.resendActivation, {
    perAccount: 'passwordMailsPerAccount',
    perIp: 'passwordMailsPerIp',
    recipient: (body) => recipientByUsername(db, body),
    async send(customer) {
      if (customer.customer_type === 'LIGHT' && customer.password_hash === null)
        await sendActivationMail(options, customer);
    },
  });
}
