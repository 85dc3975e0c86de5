import { readFileSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

// The app's TypeScript is written for the bundler: `@/` paths and imports without an extension.
// These hooks resolve and compile it as the bundler does, so the scripts and benches can import
// lib/ code as it is instead of keeping a copy.
const ROOT = path.resolve(import.meta.dirname, '..');
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts'];
const rootUrl = pathToFileURL(ROOT).href;

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function resolveAppFile(base) {
  const file = CANDIDATES.map((suffix) => base + suffix).find(isFile);
  return file && { url: pathToFileURL(file).href, shortCircuit: true };
}

// A script is server code by definition: the guard that keeps server modules out of the browser
// has nothing to guard here.
const EMPTY_MODULE = 'data:text/javascript,export {}';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'server-only') return { url: EMPTY_MODULE, shortCircuit: true };
    const parent = context.parentURL ?? '';
    const fromApp = parent.startsWith(rootUrl) && !parent.includes('/node_modules/');
    if (fromApp && specifier.startsWith('@/')) {
      return resolveAppFile(path.join(ROOT, specifier.slice(2))) ?? nextResolve(specifier, context);
    }
    if (fromApp && specifier.startsWith('.')) {
      const base = path.resolve(path.dirname(fileURLToPath(parent)), specifier);
      return resolveAppFile(base) ?? nextResolve(specifier, context);
    }
    return nextResolve(specifier, context);
  },
  // The bundler imports JSON without an import attribute, which Node would refuse; and Node's own
  // type stripping knows neither JSX (the e-mail templates) nor parameter properties, which the
  // bundler compiles: TypeScript compiles the app's modules here as it would.
  load(url, context, nextLoad) {
    if (url.startsWith(rootUrl) && /\.tsx?$/.test(url) && !url.includes('/node_modules/')) {
      const { outputText } = ts.transpileModule(readFileSync(fileURLToPath(url), 'utf8'), {
        compilerOptions: {
          jsx: ts.JsxEmit.ReactJSX,
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          verbatimModuleSyntax: false,
        },
        fileName: fileURLToPath(url),
      });
      return { format: 'module', source: outputText, shortCircuit: true };
    }
    if (url.startsWith(rootUrl) && url.endsWith('.json') && !url.includes('/node_modules/')) {
      const text = readFileSync(fileURLToPath(url), 'utf8');
      return { format: 'module', source: `export default ${text};`, shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});
