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
export { renderStandaloneArea } from './standalone-area';
export { createScaffoldPage } from './scaffold-page';
