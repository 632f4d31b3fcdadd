import type { FastifyPluginAsync } from 'fastify';

/**
 * POST token: what Google's script hands the page, issued by the API's own offline verifier so
 * that locally and in the e2e tests every protected call carries a real single-use token.
 * Registered only with RECAPTCHA_MODE=offline, which production refuses.
 */
export const offlineRecaptchaService: FastifyPluginAsync<{ issue: () => Promise<string> }> = async (
  app,
  { issue },
) => {
  app.post('/token', async () => ({ token: await issue() }));
};
