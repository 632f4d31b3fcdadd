import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@account/router';
import { useSession, verificationGrant } from '@account/session';
import {
  LOGIN_REASON_PARAM,
  RETURN_TO_PARAM,
  SESSION_ENDED_REASON,
  paths,
} from '@account/contracts';
import { pathBelowRoot } from '../config/runtime-config';
import { PageSkeleton } from '../layout/PageSkeleton';

/**
 * Account verification is protected, but a customer without credentials cannot log in: the
 * username step's verification grant opens these pages, and only these (docs/decisions/README.md).
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
 * Spec section 2: no customer data while the login state is unknown, the login page when logged
 * out — remembering the requested page so login can lead back to it.
 * While unknown the page's skeleton shows at once (and is pre-rendered so): on a slow network the
 * check takes seconds, which a blank area would leave unexplained. It holds the window's height,
 * so the shop's footer does not show in view only to jump down once the page arrives (Lighthouse
 * counted that as layout shift).
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
  const endedMidVisit = useSession(
    (state) => state.status === 'loggedOut' && !!state.endedMidVisit,
  );
  const location = useLocation();
  const placeholder = <div css={{ minHeight: '100vh' }} />;
  if (status === 'unknown') return rendersWhileChecking ? children : <PageSkeleton />;
  if (status === 'loggedOut' && opensWithGrant(location.pathname)) return children;
  if (status === 'loggedOut' && leaving(location.pathname)) return placeholder;
  if (status === 'loggedOut') {
    const query = new URLSearchParams({
      [RETURN_TO_PARAM]: `${location.pathname}${location.search}`,
    });
    // The login page tells a customer whose session just ended why they are there.
    if (endedMidVisit) query.set(LOGIN_REASON_PARAM, SESSION_ENDED_REASON);
    return <Navigate to={`${paths.login.start()}?${query}`} replace />;
  }
  return children;
}
