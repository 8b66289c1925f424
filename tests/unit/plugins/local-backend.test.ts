/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { forwardToDecapServer, LOCAL_BACKEND_PATH } from "../../../plugins/decap-cms/local-backend.mjs";

/** A stand-in for decap-server that answers each request after a moment, and counts how many it held at once. */
async function slowServer() {
  let open = 0;
  let most = 0;
  const server = http.createServer((request, response) => {
    open += 1;
    most = Math.max(most, open);
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () =>
      setTimeout(() => {
        open -= 1;
        response.writeHead(200, { "Content-Type": "application/json" }).end(body);
      }, 30),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, most: () => most };
}

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, address: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test("requests reach decap-server one at a time, each answered with its own body", async () => {
  const decap = await slowServer();
  const front = await listen(forwardToDecapServer(decap.address));
  try {
    const bodies = Array.from({ length: 6 }, (_, index) => JSON.stringify({ action: "getMediaFile", params: { path: `picture-${index}.jpg` } }));
    const answers = await Promise.all(
      bodies.map((body) => fetch(`${front.address}${LOCAL_BACKEND_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body }).then((response) => response.text())),
    );
    expect(answers).toEqual(bodies);
    expect(decap.most()).toBe(1);
  } finally {
    front.server.close();
    decap.server.close();
  }
});

test("an answer that breaks off is a 502 naming decap-server, and the requests after it still go through", async () => {
  let first = true;
  const decap = await listen((request, response) => {
    if (first) {
      first = false;
      request.socket.destroy();
      return;
    }
    request.pipe(response);
  });
  const front = await listen(forwardToDecapServer(decap.address));
  try {
    const post = (body: string) => fetch(`${front.address}${LOCAL_BACKEND_PATH}`, { method: "POST", body });
    const [failed, answered] = await Promise.all([post('{"action":"entriesByFolder"}'), post('{"action":"info"}')]);
    expect(failed.status).toBe(502);
    expect(await failed.text()).toMatch(/^decap-server: /);
    expect(await answered.text()).toBe('{"action":"info"}');
  } finally {
    front.server.close();
    decap.server.close();
  }
});

test("a read that decap-server fails (500) is asked again; a write is passed back as it came, asked once", async () => {
  const asked: string[] = [];
  const decap = await listen((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      asked.push(body);
      // Each action fails the first time it is asked.
      if (asked.filter((earlier) => earlier === body).length === 1) response.writeHead(500).end('{"error":"Unknown error"}');
      else response.writeHead(200).end(body);
    });
  });
  const front = await listen(forwardToDecapServer(decap.address));
  try {
    const post = (body: string) => fetch(`${front.address}${LOCAL_BACKEND_PATH}`, { method: "POST", body });
    const read = await post('{"action":"getMediaFile"}');
    expect([read.status, await read.text()]).toEqual([200, '{"action":"getMediaFile"}']);
    const write = await post('{"action":"persistEntry"}');
    expect([write.status, await write.text()]).toEqual([500, '{"error":"Unknown error"}']);
    expect(asked).toEqual(['{"action":"getMediaFile"}', '{"action":"getMediaFile"}', '{"action":"persistEntry"}']);
  } finally {
    front.server.close();
    decap.server.close();
  }
});

test("a read of a file on a draft's branch that is gone (published or deleted meanwhile) is answered null, not decap-server's 422; every other 422 is passed back", async () => {
  // decap-server's answer to an action on a branch it does not have.
  const decap = await listen((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const { params } = JSON.parse(body) as { params: { branch: string } };
      response.writeHead(422, { "Content-Type": "application/json" }).end(JSON.stringify({ error: `Default branch '${params.branch}' doesn't exist` }));
    });
  });
  const front = await listen(forwardToDecapServer(decap.address));
  try {
    const post = async (action: string, branch: string) => {
      const response = await fetch(`${front.address}${LOCAL_BACKEND_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action, params: { branch, path: "content/locales/es/products.json" } }) });
      return { status: response.status, body: await response.json() };
    };
    expect(await post("getEntry", "cms/translation-es/es-products")).toEqual({ status: 200, body: null });
    // The published branch missing is a fault to show, and so is any other action on a gone draft.
    expect(await post("getEntry", "main")).toEqual({ status: 422, body: { error: "Default branch 'main' doesn't exist" } });
    expect(await post("entriesByFiles", "cms/translation-es/es-products")).toEqual({ status: 422, body: { error: "Default branch 'cms/translation-es/es-products' doesn't exist" } });
  } finally {
    front.server.close();
    decap.server.close();
  }
});

test("decap-server itself (git mode) answers a read on a branch it does not have as the proxy expects, and through the proxy that read is null", async () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "decap-server-"));
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: repo });
  git("init", "-q", "-b", "main");
  fs.writeFileSync(path.join(repo, "products.json"), "{}\n");
  git("add", ".");
  git("commit", "-q", "-m", "content");
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repo;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- decap-server's own middleware, as its server registers it
    const { registerLocalGit } = require("decap-server/dist/middlewares.js") as { registerLocalGit: (app: unknown, options: object) => Promise<void> };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the Express decap-server runs on
    const app = (require("express") as () => http.RequestListener & { post: unknown })();
    await registerLocalGit(app, { logLevel: "error" });
    const decap = await listen(app);
    const front = await listen(forwardToDecapServer(decap.address));
    try {
      const read = (address: string, branch: string) =>
        fetch(`${address}${LOCAL_BACKEND_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "getEntry", params: { branch, path: "products.json" } }) }).then(async (response) => ({ status: response.status, body: await response.json() }));
      expect(await read(decap.address, "cms/catalogue/products")).toEqual({ status: 422, body: { error: "Default branch 'cms/catalogue/products' doesn't exist" } });
      expect(await read(front.address, "cms/catalogue/products")).toEqual({ status: 200, body: null });
      expect(await read(front.address, "main")).toMatchObject({ status: 200, body: { data: "{}\n" } });
    } finally {
      front.server.close();
      decap.server.close();
    }
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
    fs.rmSync(repo, { recursive: true, force: true });
  }
});
