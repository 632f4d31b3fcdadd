/**
 * The parts of react-router the account area uses, shared as one singleton module. Sharing
 * react-router itself ships all of it (shared modules are not tree-shaken: ~61 kB gzip); sharing
 * this facade ships only what is listed here. The declarative router (`BrowserRouter` +
 * `useRoutes`) is enough for an area without loaders or actions and costs ~16 kB gzip instead of
 * the data router's ~33 kB (docs/performance.md). Host and remotes import routing from here only
 * (enforced by ESLint); a remote that needs more adds it here.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useHref,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
