// Build-time pre-rendering: once the browser build's index.html is written, the Node bundle of the
// shell's own routes renders each page for each shop locale of public/runtime-config.json into
// `<page.name>.<locale>.html` beside it, which the shell server answers for that path on that
// shop's host and the browser then hydrates.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'PrerenderPagesPlugin';

class PrerenderPagesPlugin {
  /**
   * @param {{ bundle: string, pages: Array<{ name: string }>, webDist: string, dir: string, cspNonce: string }} options
   * `bundle`: the emitted Node bundle, exporting `renderPage(page, locale, config)`;
   * `cspNonce`: what the servers replace with each answer's nonce, put on the inline styles.
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async () => {
      const { bundle, pages, webDist, dir, cspNonce } = this.options;
      delete require.cache[require.resolve(bundle)];
      const { renderPage } = require(bundle);
      const config = JSON.parse(
        fs.readFileSync(path.join(dir, 'public/runtime-config.json'), 'utf8'),
      );
      const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
      for (const locale of new Set(Object.values(config.shops))) {
        for (const page of pages) {
          const { html, styles } = await renderPage(page, locale, config);
          fs.writeFileSync(
            path.join(webDist, `${page.name}.${locale}.html`),
            prerenderedPage(template, { html, styles, locale, cspNonce }),
          );
        }
      }
    });
  }
}

/** The built index.html with the rendered markup, its inline styles and the shop's language. */
function prerenderedPage(template, { html, styles, locale, cspNonce }) {
  // html-webpack-plugin minifies the page in production builds (attribute quotes dropped).
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(template))
    throw new Error('index.html has no empty <div id="root"></div> to render into');
  return (
    template
      // Inert until React has taken the markup over (apps/shell bootstrap): input before that would be lost.
      .replace(root, () => `<div id="root" inert>${html}</div>`)
      .replace(/<html lang="?[^">\s]*"?/, `<html lang="${locale}"`)
      .replace(
        '</head>',
        () => `${styles.replace('<style ', `<style nonce="${cspNonce}" `)}</head>`,
      )
  );
}

module.exports = { PrerenderPagesPlugin };
