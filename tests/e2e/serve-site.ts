/** A built site's public/ served as `npm run serve` does, on a port of its own, for the tests that build sites. */
import { spawn } from "node:child_process";
import net from "node:net";

/** A port nothing listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves a built site's public/ (scripts/serve.mjs) until `close`; on `port`, else on a free one, so
 * two workers serving the same site (the engines' projects side by side) never share a server that
 * one of them closes.
 */
export async function serveSite(dir: string, port?: number): Promise<{ origin: string; close: () => void }> {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(chosen)], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  // Listening once it says so (scripts/serve.mjs); a server that could not listen exits saying why.
  const listening = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 10_000);
    server.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.includes("Serving ")) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    server.stderr.on("data", (chunk: Buffer) => (output += chunk));
    server.once("exit", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (listening) return { origin, close: () => server.kill() };
  server.kill();
  throw new Error(`The site in ${dir} could not be served on port ${chosen}:\n${output}`);
}
