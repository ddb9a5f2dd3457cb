// The code's boundaries, checked by `npm run lint:deps` (part of `npm run lint`, so of `validate` and CI).
// Rules speak about production code; tests, fixtures and test helpers may import what they test.
const tests = ['\\.test\\.tsx?$', '\\.fixture\\.tsx?$', '^apps/[^/]+/test/', '^apps/e2e/'];
// Where a feature lives: apps/server/src/features/<name>/ and apps/web/src/features/<name>/.
const feature = '^apps/(server|web)/src/features/([^/]+)/';
// What reaches the database: the drivers, the query builder, the schema and the connection.
const database = [
  '^node_modules/(pg|@electric-sql/pglite|drizzle-orm)/',
  '^apps/server/src/db/(schema|client)\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-knows-no-app',
      comment:
        'packages/domain holds what the server and the screens share (schemas, texts, rules); it must stay ' +
        'usable by both, so it may not depend on either.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-and-server-apart',
      comment:
        'The web app and the server are separate programs that share only packages/domain; the server serves ' +
        "the web app's build at run time and never imports its source, nor the web app the server's.",
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'feature-through-its-index',
      comment:
        'A feature uses another feature only through what that feature exports on purpose, its index.ts; its ' +
        'other modules may change freely. Something several features need moves down to domain, ui, api, ' +
        'infra, http or db instead.',
      severity: 'error',
      from: { path: feature, pathNot: tests },
      to: {
        path: '^apps/$1/src/features/[^/]+/',
        pathNot: ['^apps/$1/src/features/$2/', '^apps/$1/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'shared-layers-know-no-feature',
      comment:
        'infra, http and db on the server, ui and api in the web app are what features build on; were they to ' +
        'import a feature, every feature would depend on that one. Only the composition roots (app.ts, ' +
        'main.ts, context.ts, jobs/, the web app/) wire features in.',
      severity: 'error',
      from: { path: '^apps/(server/src/(infra|http|db)|web/src/(ui|api))/', pathNot: tests },
      to: { path: '^apps/[^/]+/src/features/' },
    },
    {
      name: 'only-the-data-layer-touches-the-database',
      comment:
        'SQL lives in the data layer: db/ and the use-case modules of a feature, or a module named *-store.ts ' +
        'anywhere. Routes, http plumbing, infra adapters and jobs call them, so that what a request or a job ' +
        'does to the database is found in one kind of place. Types (Db, row types) may be imported anywhere.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          ...tests,
          '^apps/server/src/db/',
          '^apps/server/src/features/[^/]+/(?!.*\\.routes\\.ts$)',
          '-store\\.ts$',
        ],
      },
      to: { path: database, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'drivers-only-in-db',
      comment:
        'Which database the portal runs on (PGlite or PostgreSQL) is decided in db/ alone; everything else ' +
        'works with the one Db type and the query builder.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: [...tests, '^apps/server/src/db/'] },
      to: {
        path: '^node_modules/(pg|@electric-sql/pglite|drizzle-orm/(node-postgres|pglite))/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes the modules in it one module in disguise: none can be understood, tested or loaded ' +
        'without the others, and the order they load in starts to matter.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // Built and generated files (.gitignore's folders): builds, run folders, benchmark data.
    exclude: { path: ['(^|/)dist/', '(^|/)\\.tmp/', '(^|/)\\.data/', '(^|/)data/', '(^|/)test-results/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
