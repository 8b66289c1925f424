import type { IncomingMessage, ServerResponse } from "node:http";

export declare const LOCAL_BACKEND_PATH: string;
export declare const DRAFT_BRANCH_PREFIX: string;
export declare const EDITOR_BUILT: string;
export declare function forwardToDecapServer(decapServer: string): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
