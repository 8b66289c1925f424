/**
 * The engine tests' `test`: each test gets the project's engine (firefox, webkit, or webkit without
 * the popover attribute), started once per worker behind the probe proxy, and after the test checks
 * that the page it ended on recorded no uncaught error, rejected promise or console error. The tests
 * of a worker share one window, so each ends by clearing the site's storage there: as in Playwright's
 * fresh context per test, the next starts as a new visitor (Gatsby's scroll positions and the
 * inquiry's draft are kept in sessionStorage; a page loaded at 0 scrolled to where an earlier test
 * had left it).
 */
import { test as base, expect } from "@playwright/test";
import type { Engine } from "./engine";
import { probed } from "./engine";
import { launchFirefox } from "./firefox";
import { startProbeProxy } from "./probe-proxy";
import { launchWebKit } from "./webkit";

export { expect };

export type EngineName = "firefox" | "webkit" | "webkit-without-popover";

export const test = base.extend<{ engine: Engine }, { engineName: EngineName; launched: Engine }>({
  engineName: ["firefox", { option: true, scope: "worker" }],
  launched: [
    async ({ engineName }, provide, workerInfo) => {
      const proxy = await startProbeProxy(String(workerInfo.project.use.baseURL));
      const engine =
        engineName === "firefox"
          ? await launchFirefox(proxy.origin)
          : await launchWebKit(proxy.origin, { browserArgs: engineName === "webkit-without-popover" ? ["--features=-PopoverAttribute"] : [] });
      await provide(engine);
      await engine.close();
      await proxy.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  engine: async ({ launched }, provide) => {
    await provide(launched);
    expect(await launched.evaluate(probed), "errors recorded on the last page").toEqual([]);
    await launched.load("/robots.txt");
    await launched.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
  },
});
