export {
  remoteNameOfArea,
  remoteNames,
  exposedPagesModule,
  isRemoteName,
  federationContainerName,
  type RemotePageProps,
  type RemotePages,
  type RemotePagesModule,
  type RemoteArea,
  type RemoteName,
} from './remote-contract';
// renderStandaloneArea (shared/standalone-area) and createScaffoldPage (shared/scaffold-page) are subpath
// entries: the first runs only on an area's own dev page, the second only until an area's real pages exist.
