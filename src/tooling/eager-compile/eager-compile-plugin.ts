/**
 * Lets V8 compile the app's scripts while they download, off the main thread, rather than each
 * function on its first call, since nearly every function of these chunks runs as the app starts.
 * Two hints do it:
 * - `//# allFunctionsCalledOnLoad` at the top of each chunk, V8's explicit compile hint
 *   (Chrome 136+; other engines read a comment);
 * - Rolldown's CommonJS wrappers (react, react-dom, scheduler) as `(function () {…})` rather than
 *   `(() => {…})`: V8 compiles a parenthesised function expression eagerly, and the hint alone
 *   leaves react-dom's wrapper to its first call.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// Rolldown's runtime wraps each CommonJS module as `__commonJSMin(((exports, module) => {…}))`.
const COMMONJS_WRAPPER = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;

/** The same wrappers as function expressions: in a module `this` is undefined in both forms. */
export function eagerCommonJsWrappers(code: string): string {
  if (!code.includes('__commonJSMin(')) return code;
  const rewritten = code.replace(COMMONJS_WRAPPER, '__commonJSMin((function($1) {');
  if (rewritten === code) {
    throw new Error("eager-compile: this chunk wraps CommonJS, but not as `__commonJSMin(((…) => {`: Rolldown's output changed, update COMMONJS_WRAPPER");
  }
  return rewritten;
}

export function eagerCompile(): Plugin {
  return {
    name: 'eager-compile',
    apply: 'build',
    renderChunk(code) {
      const rewritten = eagerCommonJsWrappers(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    // Last, after minification (which drops comments) and after Vite puts its preload map on top:
    // V8 compiles eagerly only what follows the hint.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
