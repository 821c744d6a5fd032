// The lint rule that fails an import circle: no module reaches itself through its relative
// imports, type-only ones included (eslint-plugin-import-x's no-cycle skips those). A circle hides
// which module comes first and what each one is for; shared shapes go to a module of their own.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Each file's relative imports, resolved, read once per lint run. */
const importsOf = new Map();

function relativeImports(file) {
  if (!importsOf.has(file)) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // Not a source file (or gone): it imports nothing.
    }
    importsOf.set(file, [...text.matchAll(SPECIFIERS)].map((match) => path.resolve(path.dirname(file), match[1].replace(/\?.*$/, ''))));
  }
  return importsOf.get(file);
}

/** A path of imports from `from` back to `to`, or null. */
function pathBack(from, to, seen = new Set()) {
  if (from === to) return [to];
  if (seen.has(from)) return null;
  seen.add(from);
  for (const next of relativeImports(from)) {
    const rest = pathBack(next, to, seen);
    if (rest) return [from, ...rest];
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCircles = {
  meta: {
    type: 'problem',
    docs: { description: 'No module imports itself back through other modules.' },
    schema: [],
    messages: { circle: 'Import circle: {{circle}}.' },
  },
  create(context) {
    const file = context.filename;
    // The file as it is being linted, not as last saved.
    importsOf.delete(file);
    const root = context.cwd;
    const shown = (files) => files.map((each) => path.relative(root, each).split(path.sep).join('/')).join(' -> ');

    function check(node) {
      const specifier = node?.type === 'Literal' ? node.value : undefined;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier.replace(/\?.*$/, ''));
      const back = pathBack(target, file);
      if (back) context.report({ node, messageId: 'circle', data: { circle: shown([file, ...back]) } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
