/**
 * The parts of react-router the account area uses, shared as one singleton module. Sharing
 * react-router itself ships all of it (shared modules are not tree-shaken: ~61 kB gzip); sharing
 * this facade ships only what is listed here (~30 kB). Host and remotes import routing from here
 * only (enforced by ESLint); a remote that needs more adds it here.
 */
export {
  createBrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useHref,
  useParams,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
