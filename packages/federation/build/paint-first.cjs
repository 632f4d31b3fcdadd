const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The page's scripts run only after the pre-rendered page has painted: parser-inserted scripts
 * that are already downloaded (a fast network, a warm cache) run before the first paint, and on a
 * slow phone evaluating them holds the largest paint back by their evaluation time. An inline
 * loader (with the answer's CSP nonce) inserts them once a frame has been painted; each is
 * preloaded from the head, so its download still starts with the page. A hidden tab paints no
 * frame, so there the scripts run at once.
 */
class PaintFirstPlugin {
  /** @param {{ nonce: string }} options what the servers replace with each answer's nonce */
  constructor({ nonce }) {
    this.nonce = nonce;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PaintFirstPlugin',
        (data) => {
          const isScript = (tag) => tag.tagName === 'script' && tag.attributes.src;
          const sources = [...data.headTags, ...data.bodyTags]
            .filter(isScript)
            .map((tag) => tag.attributes.src);
          if (sources.length === 0) return data;
          const loader = `(function(){function run(){${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}if(document.visibilityState==='hidden')run();else requestAnimationFrame(function(){setTimeout(run)})})()`;
          data.headTags = [
            ...sources.map((href) => ({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'script', href },
            })),
            ...data.headTags.filter((tag) => !isScript(tag)),
            {
              tagName: 'script',
              voidTag: false,
              attributes: { nonce: this.nonce },
              innerHTML: loader,
            },
          ];
          data.bodyTags = data.bodyTags.filter((tag) => !isScript(tag));
          return data;
        },
      );
    });
  }
}

module.exports = { PaintFirstPlugin };
