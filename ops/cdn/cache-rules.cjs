// The CDN's cache rules (cache-rules.json beside this file) as a function of a file's path: what
// scripts/upload-remote.mjs stores with each file and what docker/nginx must agree with
// (docker/nginx/nginx.built.test.ts). CommonJS, so the scripts' ES modules and the Jest suites
// both load it as it is.
const { rules } = require('./cache-rules.json');

/** @param {string} file a path below the site's root @returns {string} its Cache-Control */
function cacheControlOf(file) {
  const rule = rules.find(({ match }) => new RegExp(match).test(file));
  if (!rule) throw new Error(`no cache rule matches ${file}`);
  return rule.cacheControl;
}

module.exports = { cacheRules: rules, cacheControlOf };
