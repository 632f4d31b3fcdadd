import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@account/router';
import { useSession, verificationGrant } from '@account/session';
import { RETURN_TO_PARAM, paths } from '@account/contracts';
import { pathBelowRoot } from '../config/runtime-config';

/**
 * Account verification is protected, but a customer without credentials cannot log in: the
 * username step's verification grant opens these pages, and only these (docs/decisions.md).
 */
function opensWithGrant(pathname: string): boolean {
  const root = paths.profile.accountVerification();
  return (pathname === root || pathname.startsWith(`${root}/`)) && verificationGrant() !== null;
}

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * A navigation is a transition: the address bar shows the next page while this one is still
 * rendered. Logging out leaves for post-logout and then ends the session; when the session ends
 * first, the page on its way out must not send the customer to login.
 */
function leaving(pathname: string): boolean {
  return trimmed(pathBelowRoot(window.location.pathname)) !== trimmed(pathname);
}

/**
 * Spec section 2: nothing while the login state is unknown, the login page when logged out —
 * remembering the requested page so login can lead back to it.
 * The "nothing" still holds the window's height: the page is pre-rendered in that state, and
 * an empty frame would show the shop's footer in view only for it to jump down once the page
 * arrives (Lighthouse counted that as layout shift).
 */
export function RequireLogin({
  children,
  rendersWhileChecking = false,
}: {
  children: ReactNode;
  /**
   * The page shows its own placeholder while the login state is unknown (and is pre-rendered
   * that way, server/prerendered-pages.mts), so what does not depend on the customer paints first.
   */
  rendersWhileChecking?: boolean;
}) {
  const status = useSession((state) => state.status);
  const location = useLocation();
  const placeholder = <div css={{ minHeight: '100vh' }} />;
  if (status === 'unknown') return rendersWhileChecking ? children : placeholder;
  if (status === 'loggedOut' && opensWithGrant(location.pathname)) return children;
  if (status === 'loggedOut' && leaving(location.pathname)) return placeholder;
  if (status === 'loggedOut') {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.login.start()}?${RETURN_TO_PARAM}=${returnTo}`} replace />;
  }
  return children;
}
