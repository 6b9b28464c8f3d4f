// Contracts between the HTTP front door (app.ts) and each service (auth, rest, realtime, storage).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { StackConfig } from '../config.js';
import type { Database } from '../db/adapter.js';
import type { JwtKeys } from '../keys/jwt.js';
import type { Credential } from '../keys/resolve.js';
import type { MailStore } from '../mail/store.js';

/** What every service is built from. Created once per stack in stack.ts. */
export interface StackDeps {
  config: StackConfig;
  db: Database;
  jwtKeys: JwtKeys;
  mail: MailStore;
  /** Public base URL of the API, e.g. http://127.0.0.1:54321 (known once listening). */
  apiUrl(): string;
  /** Subscribe to "schema changed" (after migrations, `NOTIFY pgrst, 'reload schema'`). */
  onSchemaReload(cb: () => void | Promise<unknown>): void;
  /** Ask every service to reload cached schema information; resolves when every service has. */
  reloadSchema(): Promise<void>;
  /** Auth tells the other services that sessions ended (sign-out, ban, deletion), after its transaction committed. */
  sessionsEnded(): void;
  /** Subscribe to sessionsEnded (realtime closes the channels those sessions' tokens opened). */
  onSessionsEnded(cb: () => void): void;
}

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Path below the service prefix, e.g. '/todos' for '/rest/v1/todos'. Always starts with '/'. */
  path: string;
  method: string;
  /** Lower-cased header names; single values. */
  headers: Record<string, string>;
  credential: Credential;
  /** Client address used for rate limits. */
  ip: string;
  /** Raw body (already size-checked: at most 1 MiB unless the service raised its own limit); empty for services that stream. */
  body: Buffer;
}

export interface Service {
  /** Path prefix this service owns, e.g. '/rest/v1'. */
  readonly prefix: string;
  /** Largest body accepted (default 1 MiB); larger bodies get 413 before handle() runs. */
  readonly maxBodyBytes?: number;
  /** The service reads bodies itself from `req` (after its own checks); the front door leaves them unread. */
  readonly streamsBody?: boolean;
  handle(ctx: RequestContext): Promise<void>;
  /** Response for a body over the limit, in the service's error shape. */
  payloadTooLarge?(ctx: Omit<RequestContext, 'body'>): void;
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Resolves once the service delivers everything it promises (realtime: change capture is listening). */
  ready?: Promise<void>;
  close?(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}
