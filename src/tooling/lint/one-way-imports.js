// The lint rule that keeps imports flowing one way (routes -> features -> ui -> lib, content,
// shared) and every relative import written with its file's extension.
import { statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Each layer and the folders it may import from, besides its own folder. `*` is one folder of its
 * own: a feature imports only itself. Folders not listed (e2e, test) are free.
 */
const layers = [
  { folder: 'src/routes', mayImport: ['src/features', 'src/ui', 'src/lib', 'src/content', 'src/shared'] },
  { folder: 'src/features/*', mayImport: ['src/ui', 'src/lib', 'src/content', 'src/shared'] },
  { folder: 'src/ui', mayImport: ['src/lib', 'src/content', 'src/shared'] },
  { folder: 'src/lib', mayImport: ['src/content', 'src/shared'] },
  { folder: 'src/shared', mayImport: ['src/content'] },
  { folder: 'src/content', mayImport: [] },
  { folder: 'src/startup', mayImport: ['src/lib', 'src/styles', 'src/router.tsx', 'mocks/browser.ts'] },
  // The mail function's rooms: the core (what a request runs) reaches neither its observers, which
  // it tells through one port wired in netlify/functions/, nor the owner's side.
  { folder: 'netlify/mail/request', mayImport: ['src/shared', 'src/content'] },
  { folder: 'netlify/mail/observers', mayImport: ['netlify/mail/request', 'src/shared', 'src/content'] },
  { folder: 'netlify/mail/owner', mayImport: ['netlify/mail/request', 'netlify/mail/observers', 'src/shared', 'src/content'] },
  { folder: 'netlify', mayImport: ['src/shared', 'src/content'] },
  { folder: 'mocks', mayImport: ['src/shared', 'src/content'] },
  // The build reads what the app shares, never a feature's internals (the prerender renders the
  // app through src/entry-server.tsx, loaded by path).
  { folder: 'src/tooling', mayImport: ['src/content', 'src/shared', 'src/ui', 'src/lib', 'netlify', 'mocks'] },
];

/** What tests may import besides their layer's own: stand-ins, helpers, the whole app, the mail functions, their observers and their scheduled passes. */
const testSupport = ['mocks', 'src/test', 'netlify/mail/testing', 'netlify/mail/observers', 'netlify/mail/owner', 'netlify/functions', 'src/entry-server.tsx'];
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('netlify/mail/testing/');

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/** The layer of a file and its own folder (for a feature, the feature's folder). */
function layerOf(file) {
  if (file.endsWith('eslint.config.js')) return undefined;
  const parts = file.split('/');
  for (const layer of layers) {
    const pattern = layer.folder.split('/');
    if (parts.length > pattern.length && pattern.every((part, i) => part === '*' || part === parts[i])) {
      return { ...layer, own: parts.slice(0, pattern.length).join('/') };
    }
  }
  return undefined;
}

const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** @type {import('eslint').Rule.RuleModule} */
export const oneWayImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between layers, and name their file in full.' },
    schema: [],
    messages: {
      layer: '{{from}} may import only from itself and {{allowed}}, not from {{to}}.',
      extension: 'Write the imported file in full, with its extension ({{specifier}}).',
    },
  },
  create(context) {
    const importer = path.relative(root, context.filename).split(path.sep).join('/');
    const layer = layerOf(importer);

    function check(node) {
      const specifier = node?.type === 'Literal' ? node.value : undefined;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), specifier.replace(/\?.*$/, ''));
      if (!isFile(target)) context.report({ node, messageId: 'extension', data: { specifier } });
      if (!layer) return;
      const imported = path.relative(root, target).split(path.sep).join('/');
      const allowed = [layer.own, ...layer.mayImport, ...(isTest(importer) ? testSupport : [])];
      if (allowed.some((folder) => inside(imported, folder))) return;
      context.report({
        node,
        messageId: 'layer',
        data: { from: layer.own, to: imported, allowed: layer.mayImport.join(', ') || 'nothing' },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
