import type { CDPSession, Page } from '@playwright/test';

/** Chromium's virtual platform authenticator: resident keys, verifies the user by itself. */
export async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

/**
 * Switches the authenticator's presence: while on, the login page's passkey suggestions
 * (conditional mediation) log in by themselves as soon as the page asks.
 */
export async function setPresence(
  authenticator: { cdp: CDPSession; id: string },
  enabled: boolean,
): Promise<void> {
  await authenticator.cdp.send('WebAuthn.setAutomaticPresenceSimulation', {
    authenticatorId: authenticator.id,
    enabled,
  });
}
