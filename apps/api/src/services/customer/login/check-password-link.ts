import type { FastifyInstance } from 'fastify';
import { Gone } from '../../../domain/domain-error';
import { assertNotThrottled, countEvent, ipKey } from '../../../auth/throttle';
import { hashToken } from '../../../domain/tokens/tokens';
import type { ServiceOptions } from '../../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/** The links user/set-password and user/sn/set-password take. */
const PASSWORD_LINKS = ['password-reset', 'set-password'];

/**
 * POST user/set-password/check (an addition to spec section 7, docs/decisions/README.md): lets the
 * set-password page tell a dead link before the customer types two passwords. It only reads,
 * so opening the page still never uses the link up; dead links count against the address like
 * failed redemptions, so the check is no faster way to guess tokens.
 */
export function checkPasswordLinkRoute(app: FastifyInstance, { db, config }: ServiceOptions): void {
  route(app, catalogue.customer.checkPasswordLink, async (request) => {
    const { token } = request.body;
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    const live = await db
      .selectFrom('one_time_tokens')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .where('purpose', 'in', PASSWORD_LINKS)
      .where('used_at', 'is', null)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst();
    if (!live) {
      await countEvent(db, [ipThrottle]);
      throw new Gone();
    }
    return {};
  });
}
