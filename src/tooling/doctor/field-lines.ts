/**
 * Where a field of the content is written: the line of `liveLink:` in the first project of
 * projects.ts, found in the file's syntax tree. A value the source does not spell out there (a
 * spread, a constant, a function's result) gets the line of the nearest field that holds it.
 */
import ts from 'typescript';

/** A field of an exported value, from the export's name down: `['projects', 0, 'liveLink']`. */
export type FieldPath = readonly (string | number)[];

/** `projects[0].liveLink`, as the findings name a field. */
export const fieldName = (path: FieldPath) =>
  path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');

/** The expression under `as const`, `satisfies`, type assertions and parentheses. */
function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) || ts.isTypeAssertionExpression(node)) {
    node = node.expression;
  }
  return node;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/** The node that writes `key` of `value`, if the source spells it out. */
function child(value: ts.Expression, key: string | number): { at: ts.Node; value?: ts.Expression } | undefined {
  value = unwrap(value);
  if (ts.isObjectLiteralExpression(value)) {
    // The last one wins, as in the object itself.
    const property = value.properties.findLast((candidate) => candidate.name && propertyName(candidate.name) === String(key));
    if (property && ts.isPropertyAssignment(property)) return { at: property, value: property.initializer };
    // A shorthand or a method: its line, and nothing further down.
    return property ? { at: property } : undefined;
  }
  if (ts.isArrayLiteralExpression(value) && typeof key === 'number') {
    const elements = value.elements.slice(0, key + 1);
    const element = elements[key];
    return element && !elements.some(ts.isSpreadElement) ? { at: element, value: element } : undefined;
  }
  return undefined;
}

function exported(source: ts.SourceFile, name: string): ts.VariableDeclaration | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name);
    if (declaration) return declaration;
  }
  return undefined;
}

/** The lines of the fields of one TypeScript file. */
export function fieldLines(fileName: string, text: string): (path: FieldPath) => number | undefined {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  return ([name, ...keys]) => {
    const declaration = exported(source, String(name));
    if (!declaration) return undefined;
    let at: ts.Node = declaration;
    let value: ts.Expression | undefined = declaration.initializer;
    for (const key of keys) {
      const next = value && child(value, key);
      if (!next) break;
      ({ at, value } = next);
    }
    return lineOf(at);
  };
}
