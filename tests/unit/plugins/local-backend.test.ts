/** @jest-environment node */
import http from "node:http";
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
