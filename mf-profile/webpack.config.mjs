import { createWebpackConfig } from 'tooling/webpack-config.mjs';
import federation from './federation.config.mjs';

export default createWebpackConfig({
  appDir: import.meta.dirname,
  kind: 'remote',
  portName: 'mf-profile',
  federation,
  title: 'Личный кабинет (mf-profile, автономно)',
});
