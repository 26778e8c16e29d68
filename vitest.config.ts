import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { AUTOCAPTURE_CLIP, FAKE_CAMERA_CLIP, SHEET_CAMERA_CLIP } from './test/setup/fake-camera-path.ts';

// Vitest, @vitest/browser and @vitest/browser-playwright are pinned to the same 4.1.x in
// package.json: Vitest 5 needs Node 22 (we run Node 20) and mismatched versions fail with ERESOLVE.

// Six projects. `npm test` = `vitest run --project node --project browser --project camera
// --project autocapture --project sheetcam` (a bare `vitest run` would also run "data");
// `npm run test:data` = `vitest run --project data`.

// Suites that read ../shared (conformance vectors, datasets). Never part of `npm test`,
// which must pass on a fresh clone.
const DATA_TESTS = 'test/**/*.data.test.ts';
// Every browser test starts with the page's storage empty: the app remembers the situation of the
// last hand there (src/store/situation-memory.ts), and test files share one origin.
const FRESH_STORAGE = 'test/setup/fresh-storage.ts';
// And each is drawn in the theme's colours (src/ui/theme.ts), light unless a test says dark.
const THEME = 'test/setup/theme.ts';
// Suites that need a real DOM/layout engine; run in Debian's Chromium.
const BROWSER_TESTS = 'test/**/*.browser.test.ts';
// End-to-end suites in Chromium with a fake camera playing a clip of a rendered scene. Its flags
// are global to a browser launch, hence a project of their own.
const CAMERA_TESTS = 'test/**/*.camera.test.ts';
// Auto-capture with a fake camera playing a clip of a hand laid out then held: another clip, so
// another browser launch, so another project.
const AUTOCAPTURE_TESTS = 'test/**/*.autocapture.test.ts';
// The calibration screen framing the tile sheet with a fake camera playing the sheet photo held still.
const SHEET_CAMERA_TESTS = 'test/**/*.sheetcam.test.ts';

// The three fake-camera projects read live frames on the real models against the clock (frames
// held, auto-capture counts, a sheet read in the view): they run after the node and browser
// projects (sequence.groupOrder), not beside thousands of node tests on CI's two cores. The sheet
// camera's, the heaviest (a profile built in the page), runs last and alone. (The live-camera
// test's failures on CI at stops 30 to 32 were its own flow racing auto-capture, mended in that
// test; the order keeps these projects off the busiest minutes.)

// The ports of the browser projects' test servers: the base, then one more per project, since each
// project has a server of its own and Vite's config asks for the exact port (strictPort), so two
// projects on one port fail in one run (`npm test`). Two checkouts testing at once on one machine
// (parallel worktrees) each set their own base, at least four apart; CI runs one.
const BROWSER_PORT = Number(process.env.VITEST_BROWSER_PORT) || 63315;
const browserApi = (project: number) => ({ port: BROWSER_PORT + project });

/** Chromium with a fake camera playing `clip` (a .y4m, looped). */
const fakeCamera = (clip: string) =>
  playwright({
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${clip}`,
        // Grants the camera without a prompt (headless has no one to click it).
        '--use-fake-ui-for-media-stream',
      ],
    },
  });

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // The property suites run thousands of cases; on CI's two cores, next to the Chromium
            // project, one took just over the 5 s default once.
            testTimeout: 30_000,
            include: ['test/**/*.test.ts'],
            exclude: [DATA_TESTS, BROWSER_TESTS, CAMERA_TESTS, AUTOCAPTURE_TESTS, SHEET_CAMERA_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: [BROWSER_TESTS],
            setupFiles: [FRESH_STORAGE, THEME],
            // Whole flows (a game recorded through its dialogs) next to the other projects on two cores.
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              api: browserApi(0),
              // Playwright never downloads a browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD):
              // it drives the apt-installed Chromium. Playwright also rejects --user-data-dir in
              // launch(); each launch gets a fresh profile anyway.
              provider: playwright({
                launchOptions: { executablePath: '/usr/bin/chromium' },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'camera',
            sequence: { groupOrder: 1 },
            include: [CAMERA_TESTS],
            setupFiles: [FRESH_STORAGE, THEME],
            // Writes the clip before Chromium starts: the flag below names a file that must exist.
            globalSetup: ['test/setup/fake-camera.ts'],
            // Recognition of live frames on the real models, on two shared cores.
            testTimeout: 120_000,
            browser: {
              enabled: true,
              headless: true,
              api: browserApi(1),
              provider: fakeCamera(FAKE_CAMERA_CLIP),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'autocapture',
            sequence: { groupOrder: 1 },
            include: [AUTOCAPTURE_TESTS],
            setupFiles: [FRESH_STORAGE, THEME],
            globalSetup: ['test/setup/autocapture-camera.ts'],
            testTimeout: 120_000,
            browser: {
              enabled: true,
              headless: true,
              api: browserApi(2),
              provider: fakeCamera(AUTOCAPTURE_CLIP),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'sheetcam',
            sequence: { groupOrder: 2 },
            include: [SHEET_CAMERA_TESTS],
            setupFiles: [FRESH_STORAGE, THEME],
            globalSetup: ['test/setup/sheet-camera.ts'],
            testTimeout: 120_000,
            browser: {
              enabled: true,
              headless: true,
              api: browserApi(3),
              provider: fakeCamera(SHEET_CAMERA_CLIP),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'data',
            environment: 'node',
            include: [DATA_TESTS],
            // Tests marked concurrent (each a command of its own) run two at a time, one per core.
            maxConcurrency: 2,
            globalSetup: ['test/setup/require-shared.ts'],
            // No `passWithNoTests` here (a root-only option): Vitest's default already makes
            // `npm run test:data` fail ("No test files found") rather than pass vacuously.
          },
        },
      ],
    },
  }),
);
