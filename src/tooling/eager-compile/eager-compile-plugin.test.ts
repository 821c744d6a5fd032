import { describe, expect, it } from 'vitest';
import { eagerCommonJsWrappers } from './eager-compile-plugin.ts';

// Rolldown's runtime helper, as its chunks define it.
const runtime = 'var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);';
const chunk = [
  runtime,
  'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
  '  exports.version = "19";',
  '}));',
  'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
  '  module.exports = { a: require_a().version, arrow: (x) => x * 2 };',
  '}));',
  'return require_b();',
].join('\n');

const run = (code: string) => new Function(`"use strict";\n${code}`)() as { a: string; arrow: (x: number) => number };

describe('eagerCommonJsWrappers', () => {
  it('turns each CommonJS wrapper into a function expression, and only the wrappers', () => {
    const rewritten = eagerCommonJsWrappers(chunk);
    expect(rewritten).toContain('__commonJSMin((function(exports) {');
    expect(rewritten).toContain('__commonJSMin((function(exports, module) {');
    expect(rewritten).not.toMatch(/__commonJSMin\(\(\(/);
    expect(rewritten).toContain('arrow: (x) => x * 2');
  });

  it('keeps what the modules export', () => {
    const before = run(chunk);
    const after = run(eagerCommonJsWrappers(chunk));
    expect(after.a).toBe(before.a);
    expect(after.arrow(21)).toBe(42);
  });

  it('leaves a chunk without CommonJS as it is', () => {
    const code = 'export const x = () => 1;';
    expect(eagerCommonJsWrappers(code)).toBe(code);
  });

  it('fails the build when Rolldown wraps CommonJS some other way, rather than silently compiling lazily', () => {
    expect(() => eagerCommonJsWrappers('var r = __commonJSMin(function(exports) {});')).toThrow(/Rolldown's output changed/);
  });
});
