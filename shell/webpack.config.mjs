import { createWebpackConfig } from 'tooling/webpack-config.mjs';
import path from 'node:path';
import federation from './federation.config.mjs';

export default createWebpackConfig({
  appDir: import.meta.dirname,
  kind: 'host',
  portName: 'shell',
  federation,
  title: 'Авиабилеты',
  // config, registry and the current area start downloading beside main.js (docs/architecture.md, "First paint")
  earlyScript: path.join(import.meta.dirname, 'src', 'boot', 'before-bundle.js'),
});
