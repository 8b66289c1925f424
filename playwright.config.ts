/**
 * End-to-end tests against the production build (npm run build), served by
 * scripts/serve.mjs as a static host would, in Debian's Chromium.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./plugins/spec-sheets/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 9123);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: {
      // The build's own Chromium (CHROMIUM_PATH or Debian's); `npm run e2e` installs it first if it can.
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
