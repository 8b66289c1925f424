/**
 * End-to-end tests against the production build (npm run build), served by
 * scripts/serve.mjs as a static host would: the whole suite in Debian's Chromium (tests/e2e), and
 * the spec's behaviours in Debian's Firefox ESR and WebKitGTK, the latter also without the popover
 * attribute, as in Safari 16 (tests/engines). `npm run e2e` runs Chromium's two projects (its tests
 * that mostly wait in a lane beside the others), then the engines' projects side by side (npm run e2e:engines).
 */
import { defineConfig } from "@playwright/test";
import type { EngineName } from "./tests/engines/fixtures";
import { CHROMIUM_ARGS, findTestChromium } from "./plugins/spec-sheets/chromium.mjs";
import { INQUIRIES_DIR } from "./tests/e2e/inquiries";

const port = Number(process.env.E2E_PORT ?? 9123);

/**
 * Chromium's test files that mostly wait on the clock: a page watched for a set time (layout shifts,
 * renders, counters, scrolling), a CPU slowed by the browser, an editor whose backend holds an
 * answer or whose two staff take turns. Alone on one worker, each kept the machine 16 to 44% busy
 * (2026-12-07; the others 51 to 85%), and two of them at once, as the two workers happened to meet
 * in them, left the cores idle: 17% of the phase's two cores, 228 of 1,308 core-seconds. They run in
 * a lane of their own, one worker beside the two that run the rest (docs/testing.md).
 */
const CHROMIUM_WAITING = [
  "about.spec.ts",
  "cms-faults.spec.ts",
  "cms-nothing-to-save.spec.ts",
  "cms-together.spec.ts",
  "first-paint.spec.ts",
  "footer.spec.ts",
  "header.spec.ts",
  "layout-shift.spec.ts",
  "layout.spec.ts",
  "rerenders.spec.ts",
  "resilience.spec.ts",
  "security-headers.spec.ts",
];

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    // Debian's headless shell of Chromium, else the build's own (CHROMIUM_PATH or Debian's); `npm run e2e` installs them first if it can.
    executablePath: findTestChromium(),
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig<object, { engineName: EngineName }>({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Chromium's two workers and its waiting lane (above); the engines' command asks for two.
  workers: 3,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ["list"],
    // npm test's table of where the time went (scripts/test.mjs) reads each run's JSON report.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["json"] as const] : []),
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace of a retried test (on CI, where a failed test is tried once more; locally pass --trace on):
    // recorded for every test, traces cost Chromium's tests about 40% of their CPU (72 tests: 64 s of
    // CPU with them, 36 s without), and those tests keep two cores busy.
    trace: "on-first-retry",
    // An action or a navigation that never ends fails naming itself within a minute, not at the test's
    // timeout (an editor test's first try hung 180 s with nothing said of where: issue 60).
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {
      name: "chromium",
      testDir: "tests/e2e",
      testIgnore: CHROMIUM_WAITING,
      workers: 2,
      // Each project its own folder: Playwright empties a project's folder when it starts, and the
      // engines run after Chromium (npm run e2e), which would empty Chromium's traces and screenshots.
      outputDir: "test-results/chromium",
      use: chromium,
    },
    {
      name: "chromium-waiting",
      testDir: "tests/e2e",
      testMatch: CHROMIUM_WAITING,
      workers: 1,
      outputDir: "test-results/chromium-waiting",
      use: chromium,
    },
    {
      // The checks content can break, on the pages a content change reached (npm run test:content, tests/content/changes.ts).
      name: "content",
      testDir: "tests/content",
      workers: 2,
      outputDir: "test-results/content",
      use: chromium,
    },
    ...(["firefox", "webkit"] as const).map((engineName) => ({
      name: engineName,
      testDir: "tests/engines",
      testMatch: ["behaviours.spec.ts", "grown-catalogue.spec.ts", "search.spec.ts"],
      outputDir: `test-results/${engineName}`,
      use: { engineName },
    })),
    {
      name: "webkit-without-popover",
      testDir: "tests/engines",
      testMatch: "without-popover.spec.ts",
      outputDir: "test-results/webkit-without-popover",
      use: { engineName: "webkit-without-popover" },
    },
  ],
  webServer: {
    // It records the contact form's inquiries as the host does, where the tests read them (tests/e2e/inquiries.ts).
    command: `node scripts/serve.mjs --port ${port} --inquiries ${JSON.stringify(INQUIRIES_DIR)}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
