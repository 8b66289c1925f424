/**
 * WebKitGTK (Debian's webkit2gtk-driver): WebKitWebDriver drives its MiniBrowser over the W3C
 * WebDriver protocol, under a virtual display (xvfb-run), as it has no headless mode. The protocol
 * is a handful of JSON requests, spoken here with fetch rather than through a client library.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Engine, hydrated, waitFor } from "./engine";
import { freePort } from "../e2e/serve-site";

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

/** How WebDriver names an element in JSON. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
const KEYS = { Escape: "\uE00C", Tab: "\uE004", Enter: "\uE007", ArrowUp: "\uE013", ArrowDown: "\uE015" } as const;

/**
 * MiniBrowser's toolbar keeps its window at least about 447 px wide; this GTK style sheet shrinks the
 * browser's own widgets so the page's viewport can be a phone's 375 px.
 */
const NARROW_CHROME_CSS = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; -gtk-icon-transform: scale(0.1); }\n";

export interface WebKitOptions {
  /** MiniBrowser's own switches, e.g. --features=-PopoverAttribute (as Safari 16, which has no popover attribute). */
  browserArgs?: string[];
}

export async function launchWebKit(origin: string, options: WebKitOptions = {}): Promise<Engine> {
  if (!fs.existsSync(WEBKIT_DRIVER_PATH)) throw new Error(`No WebKitWebDriver at ${WEBKIT_DRIVER_PATH}: run node scripts/ensure-engines.mjs (it installs Debian's webkit2gtk-driver and xvfb).`);
  const config = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-engine-"));
  fs.mkdirSync(path.join(config, "gtk-3.0"));
  fs.writeFileSync(path.join(config, "gtk-3.0", "gtk.css"), NARROW_CHROME_CSS);
  const port = await freePort();
  const driver = spawn("xvfb-run", ["-a", "-s", "-screen 0 1600x1200x24", WEBKIT_DRIVER_PATH, `--port=${port}`, "--host=127.0.0.1"], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor("WebKitWebDriver to listen", () => request(base, "GET", "/status").then(() => true, () => false), 20_000);
    const session = (await request(base, "POST", "/session", {
      capabilities: {
        alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { args: ["--automation", ...(options.browserArgs ?? [])] } },
      },
    })) as { sessionId: string };
    return webKitEngine(base, session.sessionId, driver, config, origin);
  } catch (error) {
    stop(driver, config);
    throw error;
  }
}

function webKitEngine(base: string, sessionId: string, driver: ChildProcess, config: string, origin: string): Engine {
  const command = (method: string, suffix: string, body?: unknown) => request(base, method, `/session/${sessionId}${suffix}`, body);
  const execute = (script: string, args: unknown[] = []) => command("POST", "/execute/sync", { script, args });
  const find = async (selector: string) => {
    const found = (await command("POST", "/element", { using: "css selector", value: selector })) as Record<string, string>;
    return found[ELEMENT]!;
  };
  const pointer = (actions: unknown[]) =>
    command("POST", "/actions", { actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions }] });
  const evaluate = async (fn: (...args: never[]) => unknown, ...args: unknown[]) => {
    const result = (await command("POST", "/execute/async", {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn.toString()})(...Array.prototype.slice.call(arguments, 0, -1)))
          .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
      args,
    })) as { value?: unknown; error?: string };
    if (result.error) throw new Error(`In the page: ${result.error}`);
    return result.value;
  };
  const load = async (pathname: string) => {
    await command("POST", "/url", { url: new URL(pathname, origin).href });
  };
  /** How much larger the window is than the page in it (the browser's own toolbar), as last measured. */
  let toolbar = { width: 0, height: 0 };

  return {
    name: "webkit",
    load,
    async goto(pathname) {
      await load(pathname);
      await waitFor("React to hydrate the page", () => evaluate(hydrated) as Promise<boolean>, 15_000);
      await evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    },
    async resize(width, height) {
      // The window's size includes the browser's own toolbar: set it, measure the page, correct. A new
      // window size reaches the page a few frames later, so each measure waits for it for a while.
      const inner = async () => (await execute("return [window.innerWidth, window.innerHeight]")) as [number, number];
      let rect = { width: width + toolbar.width, height: height + toolbar.height };
      for (let attempt = 0; attempt < 4; attempt++) {
        await command("POST", "/window/rect", rect);
        const reached = await waitFor(`a ${width} x ${height} viewport`, async () => {
          const [innerWidth, innerHeight] = await inner();
          return innerWidth === width && innerHeight === height;
        }, 1000).catch(() => false);
        if (reached) {
          toolbar = { width: rect.width - width, height: rect.height - height };
          return;
        }
        const [innerWidth, innerHeight] = await inner();
        rect = { width: rect.width + width - innerWidth, height: rect.height + height - innerHeight };
      }
      const actual = await execute("return window.innerWidth + ' x ' + window.innerHeight");
      throw new Error(`WebKit's viewport is ${String(actual)}, not ${width} x ${height}`);
    },
    async countRole(selector, role) {
      // WebDriver's Get Computed Role: the role WebKit's accessibility tree gives each element, the first one's too.
      const first = await find(selector);
      const within = (await command("POST", `/element/${first}/elements`, { using: "css selector", value: "*" })) as Record<string, string>[];
      const roles = await Promise.all([first, ...within.map((element) => element[ELEMENT]!)].map((element) => command("GET", `/element/${element}/computedrole`)));
      return roles.filter((computed) => computed === role).length;
    },
    evaluate: evaluate as Engine["evaluate"],
    async click(selector) {
      await command("POST", `/element/${await find(selector)}/click`, {});
    },
    async hover(selector) {
      const element = await find(selector);
      await execute("arguments[0].scrollIntoView({ block: 'nearest', inline: 'nearest' })", [{ [ELEMENT]: element }]);
      await pointer([{ type: "pointerMove", duration: 50, origin: { [ELEMENT]: element }, x: 0, y: 0 }]);
    },
    async moveTo(x, y) {
      await pointer([{ type: "pointerMove", duration: 50, origin: "viewport", x, y }]);
    },
    async clickAt(x, y) {
      await pointer([{ type: "pointerMove", duration: 0, origin: "viewport", x: Math.round(x), y: Math.round(y) }, { type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 }]);
    },
    async pointerDown(selector) {
      const element = await find(selector);
      await execute("arguments[0].scrollIntoView({ block: 'nearest', inline: 'nearest' })", [{ [ELEMENT]: element }]);
      await pointer([{ type: "pointerMove", duration: 0, origin: { [ELEMENT]: element }, x: 0, y: 0 }, { type: "pointerDown", button: 0 }]);
    },
    async pointerUp() {
      await pointer([{ type: "pointerUp", button: 0 }]);
    },
    async type(selector, text) {
      const element = await find(selector);
      // In the middle of the screen first, as a buyer sees a field before tapping it: WebKitGTK's driver scrolls it under the
      // fixed header otherwise (it ignores scroll-padding) and refuses the click as "not interactable".
      await execute("arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' })", [{ [ELEMENT]: element }]);
      await command("POST", `/element/${element}/click`, {});
      // WebKitWebDriver drops characters outside the Basic Multilingual Plane (emoji): those are inserted as typed text.
      for (const part of text.split(/(\n|[\u{10000}-\u{10FFFF}]+)/u).filter(Boolean)) {
        if (part === "\n") await command("POST", `/element/${element}/value`, { text: KEYS.Enter });
        else if (/[\u{10000}-\u{10FFFF}]/u.test(part)) await execute("document.execCommand('insertText', false, arguments[0])", [part]);
        else await command("POST", `/element/${element}/value`, { text: part });
      }
    },
    async press(key) {
      await command("POST", "/actions", {
        actions: [{ type: "key", id: "keyboard", actions: [{ type: "keyDown", value: KEYS[key] }, { type: "keyUp", value: KEYS[key] }] }],
      });
    },
    async newWindowFrom(action) {
      const own = (await command("GET", "/window")) as string;
      const before = new Set((await command("GET", "/window/handles")) as string[]);
      await action();
      const opened = await waitFor("a new window", async () => ((await command("GET", "/window/handles")) as string[]).find((handle) => !before.has(handle)));
      await command("POST", "/window", { handle: opened });
      // A window opened to an address that cannot load here reports that address; its page stays about:blank.
      const url = await waitFor("the new window's address", async () => {
        const current = (await command("GET", "/url")) as string;
        return current && current !== "about:blank" ? current : "";
      });
      await command("DELETE", "/window");
      await command("POST", "/window", { handle: own });
      return url;
    },
    async screenshot(file) {
      fs.writeFileSync(file, Buffer.from((await command("GET", "/screenshot")) as string, "base64"));
    },
    async close() {
      await command("DELETE", "").catch(() => undefined);
      stop(driver, config);
    },
  };
}

/**
 * A command the driver never answers fails naming itself within the test's time, as Firefox's do
 * (protocolTimeout in firefox.ts): without it, a WebKit test that launches its own engine once
 * ended only at its timeout, with nothing said of where (2026-12-07).
 */
const COMMAND_TIMEOUT = 30_000;

async function request(base: string, method: string, suffix: string, body?: unknown): Promise<unknown> {
  let response: Response;
  let value: unknown;
  try {
    response = await fetch(base + suffix, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(COMMAND_TIMEOUT),
    });
    ({ value } = (await response.json()) as { value: unknown });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") throw new Error(`WebDriver ${method} ${suffix}: no answer within ${COMMAND_TIMEOUT / 1000} s`);
    throw error;
  }
  if (!response.ok) {
    const { error, message } = value as { error: string; message: string };
    throw new Error(`WebDriver ${method} ${suffix}: ${error}: ${message}`);
  }
  return value;
}

function stop(driver: ChildProcess, config: string): void {
  // xvfb-run, its Xvfb, the driver and MiniBrowser are one process group.
  if (driver.pid) {
    try {
      process.kill(-driver.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  fs.rmSync(config, { recursive: true, force: true });
}
