import { STAND_IN_NOTE } from './expected-warnings';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { rememberAccount } from './accounts';
import { appleMode } from './apple-mode';
import { readConfig } from './config';
import { facebookMode } from './facebook-mode';
import { formOf } from './http';
import { loginPage } from './login-page';
import { createProvider } from './provider';

const INTERACTION = /^\/interaction\/([\w-]+)$/;

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
    response.end(
      loginPage({
        action: `/interaction/${encodeURIComponent(details.uid)}`,
        clientId: String(details.params.client_id),
      }),
    );
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
// Apple and Facebook answer in their own protocols; everything else is Google's plain OIDC.
const modes = [await appleMode(config), facebookMode(config)];
const expired = (response: ServerResponse) => (error: unknown) => {
  console.error(error);
  response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Diese Anmeldung ist abgelaufen. Bitte starten Sie sie im Shop neu.');
};

async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
  for (const mode of modes) if (await mode(request, response)) return;
  if (INTERACTION.test(request.url ?? '')) {
    await interaction(provider, request, response);
    return;
  }
  await callback(request, response);
}

createServer((request, response) => {
  void route(request, response).catch(expired(response));
}).listen(config.port, config.host, () => {
  console.log(
    `Local identity provider: Google (OIDC) ${config.issuer}, Apple ${config.issuer}/apple, Facebook ${config.issuer}/facebook (${STAND_IN_NOTE})`,
  );
});
