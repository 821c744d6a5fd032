import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { stylesheetOrder, stylesheetsOf, stylesheetText } from './app-code.ts';

type Chunk = { imports?: string[]; dynamicImports?: string[]; css?: string[] };

/** A bundle as the hooks see it, with only the fields these functions read. */
function bundleOf(chunks: Record<string, Chunk>, assets: Record<string, string> = {}): Rollup.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, { imports = [], dynamicImports = [], css = [] }] of Object.entries(chunks)) {
    bundle[fileName] = {
      type: 'chunk',
      fileName,
      imports,
      dynamicImports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    };
  }
  for (const [fileName, source] of Object.entries(assets)) bundle[fileName] = { type: 'asset', fileName, source };
  return bundle as Rollup.OutputBundle;
}

// The entry starts the app, whose router imports each page's chunk dynamically; two pages share a
// chunk of their own, and one shares the app's layout chunk.
const bundle = bundleOf({
  'entry.js': { dynamicImports: ['app.js'] },
  'app.js': { imports: ['layout.js'], dynamicImports: ['home.js', 'contact.js'], css: ['app.css'] },
  'layout.js': { css: ['layout.css'] },
  'home.js': { imports: ['card.js', 'layout.js'], css: ['home.css'] },
  'contact.js': { imports: ['card.js'], css: ['contact.css'] },
  'card.js': { css: ['card.css'] },
});

describe('stylesheetOrder', () => {
  it("is Vite's one sheet's order: from the entry, each chunk after its imports, then the dynamic imports", () => {
    expect(stylesheetOrder(bundle, 'entry.js')).toEqual([
      'layout.css',
      'app.css',
      'card.css',
      'home.css',
      'contact.css',
    ]);
  });
});

describe('stylesheetsOf', () => {
  it("gives the chunks' stylesheets in that order, whatever the order of the chunks", () => {
    const order = stylesheetOrder(bundle, 'entry.js');
    expect(stylesheetsOf(bundle, ['contact.js', 'card.js'], order)).toEqual(['card.css', 'contact.css']);
    expect(stylesheetsOf(bundle, ['app.js', 'layout.js'], order)).toEqual(['layout.css', 'app.css']);
  });
});

describe('stylesheetText', () => {
  it('joins the files, and fails on one the bundle does not have', () => {
    const withCss = bundleOf({}, { 'a.css': 'a{color:red}\n', 'b.css': 'b{color:blue}' });
    expect(stylesheetText(withCss, ['a.css', 'b.css'])).toBe('a{color:red}b{color:blue}');
    expect(() => stylesheetText(withCss, ['c.css'])).toThrow('c.css');
  });
});
