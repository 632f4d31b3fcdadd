// The Jest transform of dependencies published only as ES modules (jest.preset.cjs): TypeScript
// compiles them to CommonJS, as ts-jest did for them, and rewrites `import.meta`, which
// TypeScript keeps as it is and CommonJS cannot parse (ts-jest applies no AST transformer to
// files in node_modules). react-router 8 reads `import.meta.hot` once, where a route module
// failed to load under Vite's hot reload; here `import.meta` is what a CommonJS module can say
// of itself, its `url`.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const ts = require('typescript');

const compilerOptions = {
  allowJs: true,
  module: ts.ModuleKind.CommonJS,
  // The syntax of what is compiled (react-router 8 is ES2022); Jest runs on the workspace's Node.
  target: ts.ScriptTarget.ES2022,
  // `import React from 'react'` of a CommonJS package gets its module.exports, as in Node.
  esModuleInterop: true,
  sourceMap: true,
  inlineSources: true,
};

/** `import.meta` → `{ url: require('node:url').pathToFileURL(__filename).href }`. */
function importMetaForCommonJs(context) {
  const f = context.factory;
  const importMeta = () =>
    f.createParenthesizedExpression(
      f.createObjectLiteralExpression([
        f.createPropertyAssignment(
          'url',
          f.createPropertyAccessExpression(
            f.createCallExpression(
              f.createPropertyAccessExpression(
                f.createCallExpression(f.createIdentifier('require'), undefined, [
                  f.createStringLiteral('node:url'),
                ]),
                'pathToFileURL',
              ),
              undefined,
              [f.createIdentifier('__filename')],
            ),
            'href',
          ),
        ),
      ]),
    );
  const visit = (node) =>
    ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword
      ? importMeta()
      : ts.visitEachChild(node, visit, context);
  return (file) => ts.visitEachChild(file, visit, context);
}

// Jest keeps compiled files by this key: the file, TypeScript's version and this transform.
const transformKey = createHash('sha256')
  .update(ts.version)
  .update(fs.readFileSync(__filename))
  .digest('hex');

module.exports = {
  process(sourceText, sourcePath) {
    const { outputText, sourceMapText } = ts.transpileModule(sourceText, {
      compilerOptions,
      // TypeScript keeps a `.mjs` file an ES module whatever `module` says.
      fileName: sourcePath.replace(/\.mjs$/, '.js'),
      transformers: { before: [importMetaForCommonJs] },
    });
    // The map goes to Jest as it is, not as a file beside the compiled one.
    const code = outputText.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    return { code, map: sourceMapText };
  },
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256')
      .update(transformKey)
      .update(sourcePath)
      .update(sourceText)
      .digest('hex');
  },
};
