import type { FastifyPluginAsync } from 'fastify';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * POST token: what Google's script hands the page, issued by the API's own offline verifier so
 * that locally and in the e2e tests every protected call carries a real single-use token.
 * Registered only with RECAPTCHA_MODE=offline, which production refuses.
 */
export const offlineRecaptchaService: FastifyPluginAsync<{ issue: () => Promise<string> }> = async (
  app,
  { issue },
) => {
  route(app, catalogue.recaptchaOffline.token, async () => ({ token: await issue() }));
};
