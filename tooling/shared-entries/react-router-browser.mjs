// The part of react-router the site's browser code imports, shared as `react-router` and `react-router-dom` in production. A
// shared module keeps every name it offers, and the one entry also carries the data router's server rendering, sessions,
// cookies and RSC: only the names the packages import are offered. Its test fails on a name imported but missing here, or
// here and imported by none. An area using a new name needs a shell offering it deployed first.
export {
  createBrowserRouter,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-production-build';
