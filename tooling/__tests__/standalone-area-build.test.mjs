import HtmlWebpackPlugin from 'html-webpack-plugin';
import { describe, expect, it } from 'vitest';
import aviaConfig from '../../mf-avia/webpack.config.mjs';
import shellConfig from '../../shell/webpack.config.mjs';

/**
 * The HTML pages of a build: a production build is two (the browser's and the server's, webpack-server-config.mjs); only the browser's has pages.
 * @param {import('webpack').Configuration | import('webpack').Configuration[]} config
 */
const pagesOf = (config) => [config].flat().flatMap((build) => (build.plugins ?? []).filter((plugin) => plugin instanceof HtmlWebpackPlugin));

describe("an area's standalone page in its builds", () => {
  it('is built for development, where the area runs alone', () => {
    expect(pagesOf(aviaConfig({}, { mode: 'development' }))).toHaveLength(1);
  });

  it("is left out of a production build, whose area runs only on the shell's federation runtime", () => {
    expect(pagesOf(aviaConfig({}, { mode: 'production' }))).toHaveLength(0);
    expect(pagesOf(shellConfig({}, { mode: 'production' }))).toHaveLength(1);
  });
});
