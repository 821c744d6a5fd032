/**
 * Each icon of react-icons in a module of its own, in the client build. The package keeps a set's
 * icons in one module, and a module lives in one chunk: every icon the site uses anywhere came
 * with the header's, in the code every page fetches. Split, an icon comes with the pages that
 * show it. The app's `import { FaX } from 'react-icons/fa'` becomes an import of `FaX` alone,
 * whose module is the set's own code for it.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const SET_IMPORT = /import\s*\{([^}]+)\}\s*from\s*'react-icons\/(\w+)';/g;
const PREFIX = '\0react-icon:';

/** The set's generated code for one icon: `export function FaX (props) {…};`. */
function iconSource(setCode: string, name: string): string | undefined {
  const start = setCode.indexOf(`export function ${name} (props) {`);
  const end = setCode.indexOf('\n};', start);
  return start < 0 || end < 0 ? undefined : setCode.slice(start, end + 3);
}

export function oneIconAModule(): Plugin {
  // A set's module is megabytes: read once a build, however many of its icons the site shows.
  const setCodes = new Map<string, Promise<string>>();
  return {
    name: 'portfolio:one-icon-a-module',
    apply: 'build',
    // Before the app's modules are compiled, while their imports are as written.
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: 'react-icons/' },
      handler(code) {
        if (this.environment.name !== 'client') return undefined;
        return code.replace(SET_IMPORT, (_, names: string, set: string) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
            .map((name) => `import { ${name} } from '${PREFIX}${set}/${name}';`)
            .join('\n'),
        );
      },
    },
    resolveId: {
      filter: { id: /^\0react-icon:/ },
      handler: (id) => id,
    },
    load: {
      filter: { id: /^\0react-icon:/ },
      async handler(id) {
        const [set, name] = id.slice(PREFIX.length).split('/') as [string, string];
        const setFile = await this.resolve(`react-icons/${set}`);
        if (!setFile) throw new Error(`react-icons/${set} is not installed`);
        if (!setCodes.has(setFile.id)) setCodes.set(setFile.id, readFile(setFile.id, 'utf8'));
        const source = iconSource(await setCodes.get(setFile.id)!, name);
        if (!source) throw new Error(`react-icons/${set} has no icon ${name}`);
        return `import { GenIcon } from 'react-icons/lib';\n${source}`;
      },
    },
  };
}
