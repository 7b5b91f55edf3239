// The part of react-router the site's browser code imports, as the shared modules `react-router` and
// `react-router-dom` in production. A shared module keeps every name it offers, used or not (the share
// scope cannot know what the other bundles import), and react-router's one entry also carries the data
// router's server rendering, sessions, cookies and RSC; so only the names the packages import are
// offered (the shell's data router discovers the areas' routes at run time; no loaders, actions or
// blockers). tooling/__tests__/react-router-browser.test.mjs fails when a package imports a name
// missing here, or when one here is imported by none; add or drop it then (a data-router name brings
// the data router back). An area that starts using a new name needs a shell offering it deployed first.
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
