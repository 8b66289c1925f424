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

test("a read of a file on a draft's branch that is gone (published or deleted meanwhile) is answered as a file not there, and said on the proxy's output; every other 422 is passed back", async () => {
  const PATH = "content/locales/es/products.json";
  // decap-server's answers: a branch it does not have, or a request its schema refuses (no path).
  const decap = await listen((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const { params } = JSON.parse(body) as { params: { branch: string; path?: string } };
      const error = params.path === undefined ? '"params.path" is required' : `Default branch '${params.branch}' doesn't exist`;
      response.writeHead(422, { "Content-Type": "application/json" }).end(JSON.stringify({ error }));
    });
  });
  const front = await listen(forwardToDecapServer(decap.address));
  const said = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    const post = async (action: string, params: Record<string, string>) => {
      const response = await fetch(`${front.address}${LOCAL_BACKEND_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action, params }) });
      return { status: response.status, body: await response.json() };
    };
    const draft = "cms/translation-es/es-products";
    expect(await post("getEntry", { branch: draft, path: PATH })).toEqual({ status: 200, body: { data: null, file: { path: PATH, id: null } } });
    expect(said.mock.calls).toEqual([[`local backend: ${draft} is gone (published or deleted); its ${PATH} is answered as not there`]]);
    // The published branch missing is a fault to show, and so is another action on a gone draft, or a request decap-server refuses.
    expect(await post("getEntry", { branch: "main", path: PATH })).toEqual({ status: 422, body: { error: "Default branch 'main' doesn't exist" } });
    expect(await post("entriesByFiles", { branch: draft, path: PATH })).toEqual({ status: 422, body: { error: `Default branch '${draft}' doesn't exist` } });
    expect(await post("getEntry", { branch: draft })).toEqual({ status: 422, body: { error: '"params.path" is required' } });
    expect(said).toHaveBeenCalledTimes(1);
  } finally {
    said.mockRestore();
    front.server.close();
    decap.server.close();
  }
});

/** A scratch git repository with its first commit of `files` (path: text), and git run in it. */
function scratchRepository(files: Record<string, string>) {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "decap-server-"));
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: repo, encoding: "utf8" });
  const write = (more: Record<string, string>) => {
    for (const [file, text] of Object.entries(more)) {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), text);
    }
  };
  git("init", "-q", "-b", "main");
  write(files);
  git("add", ".");
  git("commit", "-q", "-m", "content");
  return { repo, git, write };
}

/** decap-server's own middleware in git mode on `repo`, as its server registers it, listening while `work` runs; the repository is removed after. */
async function withDecapServer(repo: string, work: (address: string) => Promise<void>) {
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repo;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- decap-server's own middleware, as its server registers it
    const { registerLocalGit } = require("decap-server/dist/middlewares.js") as { registerLocalGit: (app: unknown, options: object) => Promise<void> };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the Express decap-server itself requires
    const app = (require(require.resolve("express", { paths: [path.dirname(require.resolve("decap-server/package.json"))] })) as () => http.RequestListener)();
    await registerLocalGit(app, { logLevel: "error" });
    const decap = await listen(app);
    try {
      await work(decap.address);
    } finally {
      decap.server.close();
    }
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
    fs.rmSync(repo, { recursive: true, force: true });
  }
}

/** One action asked of decap-server at `address` (on main unless `params` names a branch), with its status and answer. */
const ask = (address: string, action: string, params: Record<string, string>) =>
  fetch(`${address}${LOCAL_BACKEND_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action, params: { branch: "main", ...params } }) }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as unknown,
  }));

test("decap-server itself (git mode) answers a read on a branch it does not have as the proxy expects, and through the proxy that read is a file not there", async () => {
  const { repo } = scratchRepository({ "products.json": "{}\n" });
  await withDecapServer(repo, async (decap) => {
    const front = await listen(forwardToDecapServer(decap));
    const said = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const read = (address: string, branch: string) => ask(address, "getEntry", { branch, path: "products.json" });
      expect(await read(decap, "cms/catalogue/products")).toEqual({ status: 422, body: { error: "Default branch 'cms/catalogue/products' doesn't exist" } });
      expect(await read(front.address, "cms/catalogue/products")).toEqual({ status: 200, body: { data: null, file: { path: "products.json", id: null } } });
      expect(await read(front.address, "main")).toMatchObject({ status: 200, body: { data: "{}\n" } });
    } finally {
      said.mockRestore();
      front.server.close();
    }
  });
});

test("decap-server (git mode, patched) opens a draft made before another was published: only the draft's own changes, none of main's since, and each of them readable (patches/decap-server+3.11.3.patch)", async () => {
  const DRAFT = "cms/catalogue/products";
  const { repo, git, write } = scratchRepository({ "content/products.json": '{"products":[{"name":"Castor Oil"}]}\n', "content/site.json": '{"certifications":[]}\n' });
  // One person's draft of the catalogue, as a Save makes it (a branch with its status).
  git("checkout", "-q", "-b", DRAFT);
  write({ "content/products.json": '{"products":[{"name":"Castor Oil (BSS grade)"}]}\n' });
  git("commit", "-q", "-am", "draft");
  git("config", `branch.${DRAFT}.description`, "decap-cms/draft");
  git("checkout", "-q", "main");
  // Another's certificate published meanwhile: its PDF is new on main, and the company file changed.
  write({ "content/documents/halal.pdf": "%PDF-1.4\n%%EOF\n", "content/site.json": '{"certifications":[{"document":"documents/halal.pdf"}]}\n' });
  git("add", ".");
  git("commit", "-q", "-m", "published: a certificate");
  await withDecapServer(repo, async (decap) => {
    const entry = await ask(decap, "unpublishedEntry", { collection: "catalogue", slug: "products" });
    // Unpatched, main's PDF and company file were in the draft's changes (a two-dot diff), and reading the PDF from the draft failed (500): "Loading entry..." without end.
    expect(entry).toMatchObject({ status: 200, body: { collection: "catalogue", slug: "products", status: "draft" } });
    expect((entry.body as { diffs: { path: string; status: string }[] }).diffs.map(({ path: file, status }) => [file, status])).toEqual([["content/products.json", "modified"]]);
    expect(await ask(decap, "unpublishedEntryDataFile", { collection: "catalogue", slug: "products", id: "content/products.json", path: "content/products.json" })).toEqual({
      status: 200,
      body: { data: '{"products":[{"name":"Castor Oil (BSS grade)"}]}\n' },
    });
    // Publishing it keeps what was published meanwhile.
    expect((await ask(decap, "publishUnpublishedEntry", { collection: "catalogue", slug: "products" })).status).toBe(200);
    expect(git("show", "main:content/products.json")).toBe('{"products":[{"name":"Castor Oil (BSS grade)"}]}\n');
    expect(git("show", "main:content/site.json")).toBe('{"certifications":[{"document":"documents/halal.pdf"}]}\n');
    expect(git("show", "main:content/documents/halal.pdf")).toBe("%PDF-1.4\n%%EOF\n");
  });
});
