// The part of react-router a browser app uses, as the shared modules `react-router` and
// `react-router-dom` in production. A shared module keeps every export (the share scope cannot know
// what the other bundles import), and react-router's one entry also carries the data router, server
// rendering, sessions, cookies and RSC, all shipped to every page. The site routes declaratively
// (<BrowserRouter> and useRoutes: no loaders, actions or blockers), so only that API is offered.
// tooling/__tests__/react-router-browser.test.mjs fails when any package imports a name missing
// here; add it to this list then (a data-router name brings the data router back).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  href,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-production-build';
