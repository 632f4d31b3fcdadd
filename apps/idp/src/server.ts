import { STAND_IN_NOTE } from './expected-warnings';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { rememberAccount } from './accounts';
import { readConfig } from './config';
import { loginPage } from './login-page';
import { createProvider } from './provider';

const INTERACTION = /^\/interaction\/([\w-]+)$/;

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

/**
 * Login and consent in one step: the tester names who they are, and the shop gets the scopes it
 * asked for (openid, email, profile). Cancel answers access_denied, as a real provider does.
 */
async function interaction(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (request.method === 'GET') {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(loginPage(details.uid, String(details.params.client_id)));
    return;
  }
  const form = await formOf(request);
  const email = form.get('email')?.trim() ?? '';
  if (form.has('cancel') || !email.includes('@')) {
    await provider.interactionFinished(request, response, {
      error: 'access_denied',
      error_description: 'Anmeldung abgebrochen',
    });
    return;
  }
  const accountId = rememberAccount({
    email,
    firstName: form.get('firstName') ?? '',
    lastName: form.get('lastName') ?? '',
  });
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

const config = readConfig();
const provider = createProvider(config);
const callback = provider.callback();

createServer((request, response) => {
  if (INTERACTION.test(request.url ?? '')) {
    interaction(provider, request, response).catch((error: unknown) => {
      console.error(error);
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Diese Anmeldung ist abgelaufen. Bitte starten Sie sie im Shop neu.');
    });
    return;
  }
  void callback(request, response);
}).listen(config.port, config.host, () => {
  console.log(
    `Local identity provider: ${config.issuer} (clients ${['apple', 'google', 'facebook'].join(', ')}; ${STAND_IN_NOTE})`,
  );
});
