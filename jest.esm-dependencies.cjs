// Jest's transform for dependencies published only as ES modules (jest.preset.cjs): Jest's
// CommonJS loader runs them compiled to CommonJS by TypeScript's transpiler, as ts-jest compiles
// JavaScript in node_modules, with one step more: `import.meta` does not exist in CommonJS and
// TypeScript leaves it as it is, so a module that reads `import.meta.url` would not even parse.
// MSW 3's interceptors find their HTTP parser (WebAssembly) beside them by it; compiled, it is
// the module's own file URL, as Node gives it: `require('node:url').pathToFileURL(__filename).href`.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  // Their code as Node 24 runs it (class fields, private members), only the modules compiled.
  target: ts.ScriptTarget.ES2022,
  // `import x from` a CommonJS package gets its module.exports, as Node's ES module loader gives it.
  esModuleInterop: true,
  allowJs: true,
  sourceMap: true,
};

const isImportMetaUrl = (node) =>
  ts.isPropertyAccessExpression(node) &&
  ts.isMetaProperty(node.expression) &&
  node.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
  node.name.text === 'url';

/** `require('node:url').pathToFileURL(__filename).href` */
const fileUrlOfTheModule = ({ factory }) =>
  factory.createPropertyAccessExpression(
    factory.createCallExpression(
      factory.createPropertyAccessExpression(
        factory.createCallExpression(factory.createIdentifier('require'), undefined, [
          factory.createStringLiteral('node:url'),
        ]),
        'pathToFileURL',
      ),
      undefined,
      [factory.createIdentifier('__filename')],
    ),
    'href',
  );

const importMetaUrlInCommonJs = (context) => (sourceFile) => {
  const visit = (node) =>
    isImportMetaUrl(node) ? fileUrlOfTheModule(context) : ts.visitEachChild(node, visit, context);
  return ts.visitNode(sourceFile, visit);
};

/** A compiled file is reused while the file, this transform and TypeScript stay the same. */
const transformVersion = createHash('sha256')
  .update(readFileSync(__filename))
  .update(ts.version)
  .digest('hex');

module.exports = {
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256')
      .update(transformVersion)
      .update(sourcePath)
      .update(sourceText)
      .digest('hex');
  },
  process(sourceText, sourcePath) {
    const { outputText, sourceMapText } = ts.transpileModule(sourceText, {
      compilerOptions,
      // A `.mjs` name would keep the ES module syntax whatever the module option says.
      fileName: sourcePath.replace(/\.mjs$/, '.js'),
      transformers: { before: [importMetaUrlInCommonJs] },
    });
    return { code: outputText, map: sourceMapText };
  },
};
