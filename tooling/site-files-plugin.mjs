// The shell's site files, at the root of its build: the favicon and icons drawn from shell/public/icon.svg
// (shell/server/make-site-icons.mjs), copied as they are, and the web app manifest, written here with
// the site's primary colour from the design tokens, so the theme colour is never typed twice. Names that
// stay the same across builds: both servers revalidate them on every load (no-cache, ETag).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { designTokensFile, themeColor } from './static-frame-css.mjs';

export const MANIFEST_FILE = 'manifest.webmanifest';
const repoRoot = path.resolve(import.meta.dirname, '..');

/** The web app manifest (W3C Web Application Manifest): a Russian name, the icons, the theme colour. */
export function webAppManifest() {
  return {
    name: 'Авиабилеты и туры',
    short_name: 'Авиабилеты',
    description: 'Дешёвые авиабилеты: поиск и покупка билетов на самолёт по России и миру, туры и отели.',
    lang: 'ru',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor(),
    background_color: '#ffffff',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  };
}

export class SiteFilesPlugin {
  /** @param {{ publicDir: string }} options */
  constructor(options) {
    this.publicDir = options.publicDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SiteFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SiteFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of readdirSync(this.publicDir)) {
          const file = path.join(this.publicDir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(file)));
        }
        compilation.fileDependencies.add(path.join(repoRoot, designTokensFile));
        compilation.emitAsset(MANIFEST_FILE, new webpack.sources.RawSource(`${JSON.stringify(webAppManifest(), null, 2)}\n`));
      });
    });
  }
}
