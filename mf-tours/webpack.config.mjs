import { createWebpackConfig } from 'tooling/webpack-config.mjs';
import federation from './federation.config.mjs';

export default createWebpackConfig({
  appDir: import.meta.dirname,
  kind: 'remote',
  portName: 'mf-tours',
  federation,
  title: 'Туры и отели (mf-tours, автономно)',
});
