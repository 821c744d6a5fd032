// The import rules `npm run lint` checks with dependency-cruiser: imports flow one way between
// layers (routes -> features -> ui -> lib, content, shared), never in a circle, type-only imports
// included (a circle hides which module comes first; shared shapes go to a module of their own),
// every relative import names its file with its extension, and what a `testing/` folder holds
// reaches no code but tests.

/**
 * Each layer and the folders it may import from, besides its own folder (`own`, for a feature the
 * feature's folder: a feature imports only itself). A file inside two layers keeps the rules of
 * both, so the narrower one decides. Folders not listed (e2e, test) are free.
 */
const layers = [
  { folder: 'src/routes/', mayImport: ['src/features/', 'src/ui/', 'src/lib/', 'src/content/', 'src/shared/'] },
  {
    folder: 'src/features/([^/]+)/',
    own: 'src/features/$1/',
    mayImport: ['src/ui/', 'src/lib/', 'src/content/', 'src/shared/'],
  },
  { folder: 'src/ui/', mayImport: ['src/lib/', 'src/content/', 'src/shared/'] },
  { folder: 'src/lib/', mayImport: ['src/content/', 'src/shared/'] },
  { folder: 'src/shared/', mayImport: ['src/content/'] },
  { folder: 'src/content/', mayImport: [] },
  { folder: 'src/startup/', mayImport: ['src/lib/', 'src/styles/', 'src/router.tsx', 'mocks/browser.ts'] },
  // The mail function's rooms: the core (what a request runs) reaches neither its observers, which
  // it tells through one port wired in netlify/functions/, nor the owner's side.
  { folder: 'netlify/mail/request/', mayImport: ['src/shared/', 'src/content/'] },
  { folder: 'netlify/mail/observers/', mayImport: ['netlify/mail/request/', 'src/shared/', 'src/content/'] },
  {
    folder: 'netlify/mail/owner/',
    mayImport: ['netlify/mail/request/', 'netlify/mail/observers/', 'src/shared/', 'src/content/'],
  },
  { folder: 'netlify/', mayImport: ['src/shared/', 'src/content/'] },
  { folder: 'mocks/', mayImport: ['src/shared/', 'src/content/'] },
  // The build reads what the app shares, never a feature's internals (the prerender renders the
  // app through src/entry-server.tsx, loaded by path).
  { folder: 'src/tooling/', mayImport: ['src/content/', 'src/shared/', 'src/ui/', 'src/lib/', 'netlify/', 'mocks/'] },
];

/** What tests may import besides their layer's own: stand-ins, helpers, the whole app, the mail functions, their observers and their scheduled passes. */
const testSupport = [
  'mocks/',
  'src/test/',
  'netlify/mail/testing/',
  'netlify/mail/observers/',
  'netlify/mail/owner/',
  'netlify/functions/',
  'src/entry-server.tsx',
];
const TESTS = '\\.test\\.tsx?$|^netlify/mail/testing/';

const startingWith = (folders) => folders.map((folder) => `^${folder.replaceAll('.', '\\.')}`);

function oneWay({ folder, own = folder, mayImport }) {
  const shown = own.replace('$1', '*');
  const rule = (name, from, allowed) => ({
    name,
    comment: `${shown} may import only from itself and ${mayImport.join(', ') || 'nothing'}`,
    severity: 'error',
    from,
    // Files of the repository alone (packages are no layer), found (else the rule below says why).
    to: { dependencyTypes: ['local'], couldNotResolve: false, pathNot: startingWith([own, ...allowed]) },
  });
  return [
    rule(`one-way: ${shown}`, { path: `^${folder}`, pathNot: TESTS }, mayImport),
    rule(`one-way: ${shown} (tests)`, { path: `^(?=${folder})(?:.*\\.test\\.tsx?$|netlify/mail/testing/)` }, [
      ...mayImport,
      ...testSupport,
    ]),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layers.flatMap(oneWay),
    {
      name: 'test-only',
      comment: 'A testing/ folder holds what only tests use: no code that ships or runs for the owner imports it.',
      severity: 'error',
      from: { pathNot: `${TESTS}|/testing/|^src/(e2e|test)/` },
      to: { dependencyTypes: ['local'], path: '/testing/' },
    },
    {
      name: 'no-import-circles',
      comment: 'No module imports itself back through other modules.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'extension',
      comment: 'Write the imported file in full, with its extension.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^\\.' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.netlify|node_modules)/|routeTree\\.gen\\.ts$|eslint\\.config\\.js$' },
    // Type-only imports count: a circle through types is still a circle.
    tsPreCompilationDeps: true,
    // No extension is tried, so a relative import without its file's extension does not resolve.
    enhancedResolveOptions: { extensions: [] },
  },
};
