/**
 * Connect-style middleware for `gatsby develop`: hands the content editor's
 * local-backend requests (/api/v1) to decap-server, so the admin reaches it on
 * its own origin (scripts/serve.mjs does the same for the production build).
 */
import http from "node:http";
import { LOCAL_BACKEND_PATH } from "./cms-config";

export function forwardToDecapServer(decapServer: string) {
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    const target = new URL(LOCAL_BACKEND_PATH, decapServer);
    const upstream = http.request(target, { method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", (error) => response.writeHead(502, { "Content-Type": "text/plain" }).end(`decap-server: ${error.message}`));
    request.pipe(upstream);
  };
}
