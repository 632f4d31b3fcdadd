import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type * as Router from '@account/router';

/**
 * What a remote's app brings as `@account/router` for another team's host, which shares none (the
 * share scope's fallback, see sharedDependencies of @account/federation-build): react-router
 * itself would add ~14 kB gzip to the host's page for an app of one page. There the host owns
 * the address bar, and every link of the app leads out of it, so a link is a plain address below
 * the host's basename that the browser loads. Our own hosts (the shell, the creators hub) share
 * the real router, which the app then uses; routes exist only there.
 */
const Basename = createContext('/');

export const BrowserRouter: typeof Router.BrowserRouter = ({ basename = '/', children }) => (
  <Basename.Provider value={basename}>{children}</Basename.Provider>
);

export const useHref: typeof Router.useHref = (to) => {
  if (typeof to !== 'string' || !to.startsWith('/'))
    throw unavailable('useHref of a relative path');
  return `${useContext(Basename).replace(/\/+$/, '')}${to}`;
};

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; children?: ReactNode };

export function Link({ to, ...anchor }: LinkProps) {
  return <a {...anchor} href={useHref(to)} />;
}

/** The page's address: it stays the same while the app is on it. */
export const useLocation: typeof Router.useLocation = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: window.history.state,
  key: 'default',
});

function unavailable(what: string) {
  return new Error(`${what} is only available in the account's own hosts, which own the routing`);
}

/** A part of react-router the app does not use on its one page; our hosts' router has it. */
function onlyInOurHosts(name: string) {
  return (): never => {
    throw unavailable(name);
  };
}

export const matchPath = onlyInOurHosts('matchPath');
export const Navigate = onlyInOurHosts('Navigate');
export const NavLink = onlyInOurHosts('NavLink');
export const Outlet = onlyInOurHosts('Outlet');
export const Route = onlyInOurHosts('Route');
export const Routes = onlyInOurHosts('Routes');
export const useNavigate = onlyInOurHosts('useNavigate');
export const useParams = onlyInOurHosts('useParams');
export const useRoutes = onlyInOurHosts('useRoutes');
export const useSearchParams = onlyInOurHosts('useSearchParams');
