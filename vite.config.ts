/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { dirname } from 'node:path';
import { defineConfig } from 'vite';
import { bffPlugin } from './bff/plugin.ts';
import { buildProxy } from './bff/proxy.ts';
import { HeavyFirstSequencer } from './scripts/test/heavyFirstSequencer.ts';
import { DEFAULT_EMULATOR_PORT, readUpstreams } from './bff/upstreams.ts';
import {
  appChunkGroups,
  firstLoad,
  mantineChunkGroups,
  pageChunkGroups,
} from './scripts/build/chunkGroups.ts';
import { compileHints } from './scripts/build/compileHints.ts';
import { earlyEntry } from './scripts/build/earlyEntry.ts';
import { inlineFirstPaint, renderFrame } from './scripts/build/staticFrame.ts';
import { mantineCssSheets } from './scripts/build/mantineCss.ts';
import { precompressed } from './scripts/build/precompressed.ts';
import { preloadPage } from './scripts/build/preloadPage.ts';
import { serviceWorker } from './scripts/build/serviceWorker.ts';
import { mockingTestFiles, nodeEnvironmentTestFiles } from './scripts/test/testFileKinds.ts';

// The BFF: one proxy table for dev and preview; the emulator starts in-process when no
// upstream is configured (UTS_BASE_URL unset). See docs/architecture.md.
const upstreams = readUpstreams(process.env);
const proxy = buildProxy(upstreams);
const emulatorPort = Number(process.env.EMULATOR_PORT) || DEFAULT_EMULATOR_PORT;
// The shell's and the home page's Mantine components come with the first load.
const HOME = 'src/features/home/HomePage.tsx';
const FIRST_LOAD = firstLoad(['src/main.tsx', HOME]);
// The pages measured on phones besides home (the Lighthouse goal): their components come in one more chunk.
const DATA_PAGE_ROOTS = [
  'src/features/concept/ConceptPage.tsx',
  'src/features/search/SearchPage.tsx',
  'src/features/drug-concept/DrugConceptPage.tsx',
];
const DATA_PAGES = firstLoad(DATA_PAGE_ROOTS);
// What those pages load on demand: their styles come in the data pages' sheet too.
const DATA_PAGE_LAZY_PARTS = [
  'src/features/concept/HierarchyTab.tsx',
  'src/features/concept/DefinitionsTab.tsx',
  'src/ui/export/ExportProgress.tsx',
  // The Requests drawer opens from every page's header, data pages included.
  'src/ui/requests/RequestsDrawer.tsx',
];
// early.ts runs first: what it imports goes in chunks that import nothing of React's or
// Mantine's, or it would wait for them. Its own small part (route table, page table); then the
// query client (dataRoot.ts) with TanStack's query core and what the first load shares with
// the data layer (release rules, say): index.html preloads that chunk, and early.ts starts the
// page's data as soon as it is in, with the data layer's chunk (data-api, below).
const EARLY_ENTRY = 'src/app/firstLoad/early.ts';
const DATA_LAYER = firstLoad([
  'src/app/firstLoad/dataRoot.ts',
  'src/app/firstLoad/routeData.ts',
  'src/app/firstLoad/drugRouteData.ts',
  'src/api/uts/index.ts',
]);
const DATA_ROOT = new Set([
  ...firstLoad(['src/app/firstLoad/dataRoot.ts']).files,
  ...[...DATA_LAYER.files].filter((f) => FIRST_LOAD.files.has(f)),
]);
const EARLY = new Set([...firstLoad([EARLY_ENTRY]).files].filter((f) => !DATA_ROOT.has(f)));
// Not its (de)hydration, which only the offline copy uses (src/lib/offline), loaded when idle;
// nor the observers of several queries and of mutations with their hooks, which only later
// pages use (LATER_QUERY): they go with those pages' code, out of the first load.
const QUERY_CORE =
  /node_modules[\\/]@tanstack[\\/](query-core(?![\\/]build[\\/]modern[\\/](hydration|queriesObserver|mutationObserver))|react-query[\\/]build[\\/]modern[\\/]queryOptions\.js)/;
const LATER_QUERY =
  /node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](useQueries|useMutation)\.js$/;
// The app's shared code past the first load, in four chunks: the data layer (the first views'
// requests, src/app/firstLoad/routeData.ts, and the UTS client the footer asks for the release); the
// SOAP client (the drug page's data and the footer's drug vocabulary versions); what the
// concept and search pages share; what the drug page adds. The first two hold no UI code (the
// build checks it: scripts/build/earlyEntry.ts): early.ts and the footer's calls fetch them alone.
const APP_GROUPS = [
  { name: 'data-api', files: firstLoad(['src/app/firstLoad/routeData.ts', 'src/api/uts/index.ts']).files },
  { name: 'soap-api', files: firstLoad(['src/app/firstLoad/drugRouteData.ts']).files },
  { name: 'data-shared', files: firstLoad(DATA_PAGE_ROOTS.slice(0, 2)).files },
  { name: 'data-drug', files: firstLoad([DATA_PAGE_ROOTS[2]!]).files },
];

// The browser code's tests that replace modules (vi.mock) keep a module graph per file.
const MOCKING_TESTS = mockingTestFiles('src');
// The tests of its pure code run in Node, apart from those that need a DOM.
const PURE_TESTS = nodeEnvironmentTestFiles('src');
// What the app's three test projects share. npm test runs them beside lint and type checking on
// two cores (scripts/test-all.mjs).
const APP_TESTS = { testTimeout: 15_000, setupFiles: ['./src/test-setup.ts'] };

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    bffPlugin(upstreams, emulatorPort),
    mantineCssSheets({
      dirs: ['src', 'node_modules/@mantine/notifications/esm'],
      dataRoots: [...DATA_PAGE_ROOTS, ...DATA_PAGE_LAZY_PARTS],
      shellStyles: 'src/app/firstLoad/shellStyles.ts',
    }),
    preloadPage(HOME),
    inlineFirstPaint({ frame: (root) => renderFrame(root, '/src/app/firstLoad/StaticFrame.tsx') }),
    // After the two above: it lowers the priority of what they add to index.html.
    earlyEntry(EARLY_ENTRY, [
      'src/app/firstLoad/dataRoot.ts',
      'src/app/firstLoad/routeData.ts',
      'src/app/firstLoad/drugRouteData.ts',
    ]),
    compileHints(),
    precompressed(),
    serviceWorker(),
  ],
  resolve: {
    // react-router's package exports name only its development build (with dev-only warnings
    // and checks; remix-run/react-router#12532, #14753): a production build takes the
    // production files it ships beside it, 30 kB less gzip on every first load. Both entries
    // the app imports, or the build holds two routers and no page finds its router's context.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/index.mjs`,
            },
            {
              find: /^react-router\/dom$/,
              replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/dom-export.mjs`,
            },
          ]
        : [],
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT) || 5173,
    strictPort: true,
    proxy,
    // Test output changes all the time; it must not reload the app.
    watch: { ignored: ['**/test-results*/**', '**/playwright-report*/**', '**/reports/**', '**/dist*/**'] },
  },
  preview: { host: '127.0.0.1', port: Number(process.env.PREVIEW_PORT) || 4173, strictPort: true, proxy },
  build: {
    sourcemap: false,
    rolldownOptions: {
      // Nothing runs on import in papaparse (a UMD file the bundler must assume has side
      // effects) nor in the app's own modules, but for the entry and the two stylesheet
      // modules: a module is kept only for the names taken from it. Otherwise every barrel
      // kept all it re-exports, e.g. the basket's share-link code (and fflate) on every page
      // that shows "+ Basket" (scripts/build/chunkGroups.ts reads imports the same way).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules[\\/]papaparse[\\/]/.test(id) &&
          !(
            /[\\/]src[\\/].*\.tsx?$/.test(id) &&
            !/[\\/]src[\\/](main\.tsx|app[\\/]firstLoad[\\/](early|dataRoot|shellStyles|pageStyles|dataPageStyles)\.ts)$/.test(
              id,
            )
          ),
      },
      output: {
        // React, the router and TanStack Query load on every page and change less often than the
        // app: their own chunk stays cached across releases. Mantine comes in three chunks: what
        // the shell and the home page use, what the data pages add, and the rest; the app's own
        // shared code in five: the first load's, the UTS and SOAP clients, the data pages', the
        // drug page's; and each data page's own folder in its page's chunk
        // (scripts/build/chunkGroups.ts).
        codeSplitting: {
          groups: [
            // The bundler's runtime helpers too: one file less to fetch before anything runs.
            {
              name: 'early',
              priority: 5,
              test: (id: string) => EARLY.has(id) || id.includes('rolldown/runtime'),
            },
            {
              name: 'data-root',
              priority: 4,
              test: (id: string) => DATA_ROOT.has(id) || QUERY_CORE.test(id),
            },
            {
              name: 'vendor',
              priority: 3,
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]react-query)[\\/]/.test(
                  id,
                ) && !LATER_QUERY.test(id),
            },
            ...mantineChunkGroups(FIRST_LOAD.mantine, DATA_PAGES.mantine),
            ...appChunkGroups(FIRST_LOAD.files, [HOME, ...DATA_PAGE_ROOTS].map(dirname), APP_GROUPS),
            ...pageChunkGroups(DATA_PAGE_ROOTS),
          ],
        },
      },
    },
  },
  test: {
    // The Node files that build from all of the open data first (heavyFirstSequencer.ts); a
    // project cannot name its own sequencer.
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-code',
          environment: 'jsdom',
          // The app's tests run as three projects one after another (groupOrder): the DOM ones,
          // the mocking ones, then pure code in Node. Two idle cores, the step of npm test: 78-83 s
          // (121-125 s of CPU), against 98-109 s (172-193 s) with the pure files among the DOM
          // ones and both projects side by side, and 99-108 s with either change alone.
          sequence: { groupOrder: 0 },
          ...APP_TESTS,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...MOCKING_TESTS, ...PURE_TESTS],
          // One module graph per worker, not per file: React, Mantine and Testing Library loaded
          // once halved these files' time (212 → 108 s of CPU, 111 → 58 s on two idle cores),
          // the step CI's e2e tests wait for. Each file still gets a fresh jsdom (storage, DOM);
          // module state a test changes it resets (they pass in any file order:
          // --sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-code-pure',
          environment: 'node',
          sequence: { groupOrder: 2 },
          ...APP_TESTS,
          include: PURE_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-code-mocks',
          environment: 'jsdom',
          sequence: { groupOrder: 1 },
          ...APP_TESTS,
          include: MOCKING_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-code',
          environment: 'node',
          // A fresh module graph per file cost 20 s of the unit tests' 110 s of CPU time. These
          // files change no globals and no module state another file reads (all pass in any file
          // order: --sequence.shuffle.files).
          isolate: false,
          // Starting an emulator loads the whole demo dataset, and its first searches build their
          // indexes; these tests start servers and wait for their answers, or read the app's
          // whole CSS and module graph (scripts/build). On a busy 2-core machine (npm test runs
          // them beside lint, type checking and the e2e build) that took longer than the 5 s /
          // 10 s defaults (bff/compress, server/testing/faults, scripts/build/mantineCss
          // under load). What they wait for is an answer, never a fixed time.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['server/**/*.test.ts', 'bff/**/*.test.ts', 'deploy/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
}));
