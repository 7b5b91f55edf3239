// The shell's own CSS (main.css: design tokens, UI kit, header and footer) must not hold back the first
// paint: index.html already paints the static frame with its critical CSS inline. So the page links
// main.css as a preload (downloaded at once, beside main.js) instead of a render-blocking stylesheet,
// and the shell applies it before React replaces the static frame (shell/src/boot/frame-stylesheet.ts).
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The attribute the shell looks for; shell/src/boot/frame-stylesheet.ts reads the same name. */
export const frameStylesheetAttribute = 'data-frame-stylesheet';

export class FrameStylesheetPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FrameStylesheetPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FrameStylesheetPlugin', (data) => {
        data.headTags = data.headTags.map((tag) =>
          tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' && typeof tag.attributes.href === 'string'
            ? HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'style', href: tag.attributes.href, [frameStylesheetAttribute]: true })
            : tag,
        );
        return data;
      });
    });
  }
}
