export {
  remoteNameOfArea,
  remoteNames,
  exposedPagesModule,
  isRemoteName,
  type RemotePageProps,
  type RemotePages,
  type RemotePagesModule,
  type RouteHeads,
  type BuiltRemoteName,
  type RemoteArea,
  type RemoteName,
} from './remote-contract';
export { lazyPages, type PageLoader, type PageLoaders } from './lazy-pages';
// renderStandaloneArea (shared/standalone-area) is a subpath entry: it runs only on an area's own dev page.
