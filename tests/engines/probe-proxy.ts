/**
 * A proxy in front of the test server that puts one small same-origin script first in every page's
 * <head>: it records uncaught errors, rejected promises and console errors from the very start, in
 * window.__engineProbe, for engines whose drivers cannot report them (WebKitGTK has no BiDi and no
 * browser logs). Same-origin, so the site's strict Content-Security-Policy lets it run unchanged.
 * It can also hold the page's scripts back, so a test can act before they run (WebDriver cannot
 * intercept requests), or refuse them all (`scripts: false`, for Firefox, whose driver hangs on a
 * page when its javascript.enabled preference is off: a policy of `script-src 'none'` then stops
 * every script of the page, which is all turning them off does but show <noscript>, which the
 * site uses only in the contact form).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

const PROBE_PATH = "/__engine-probe.js";
/** Gatsby's runtime, framework and app, as tests/e2e/first-paint.ts holds them in Chromium. */
const GATSBY_SCRIPT = /\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/;

const probeScript = `(() => {
  const seen = (window.__engineProbe = []);
  // The message too: WebKit's stack leaves it out (a clean run's early-tap test recorded two errors of React's by their stacks alone).
  const text = (value) => (value instanceof Error ? value.name + ": " + value.message + "\\n" + (value.stack || "") : String(value));
  addEventListener("error", (event) => seen.push("uncaught: " + text(event.error || event.message)));
  addEventListener("unhandledrejection", (event) => seen.push("unhandled rejection: " + text(event.reason)));
  const error = console.error;
  console.error = (...args) => {
    seen.push("console.error: " + args.map(text).join(" "));
    error.apply(console, args);
  };
})();`;

export interface ProbeProxy {
  origin: string;
  /** Holds Gatsby's runtime, framework and app back until `release` is called. */
  holdScripts(): { release: () => void };
  close(): Promise<void>;
}

export async function startProbeProxy(upstream: string, { scripts = true }: { scripts?: boolean } = {}): Promise<ProbeProxy> {
  const target = new URL(upstream);
  let held: Promise<void> | null = null;
  const server = http.createServer(async (request, response) => {
    if (held && GATSBY_SCRIPT.test(request.url ?? "")) await held;
    if (request.url === PROBE_PATH) {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" }).end(probeScript);
      return;
    }
    const forwarded = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host, "accept-encoding": "identity" } },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers["content-type"] ?? "").startsWith("text/html")) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const page = Buffer.concat(chunks).toString("utf8");
          const html = scripts ? page.replace(/<head>/i, `$&<script src="${PROBE_PATH}"></script>`) : page;
          // One more policy, which the browser enforces beside the site's.
          if (!scripts) headers["content-security-policy"] = [headers["content-security-policy"], "script-src 'none'"].filter(Boolean).join(", ");
          delete headers["content-length"];
          delete headers["etag"];
          response.writeHead(answer.statusCode ?? 502, headers).end(html);
        });
      },
    );
    forwarded.on("error", (error) => response.writeHead(502).end(String(error)));
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    holdScripts() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return {
        release: () => {
          held = null;
          release();
        },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
