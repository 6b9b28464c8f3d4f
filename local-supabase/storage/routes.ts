// The whole /storage/v1 route table: method, path pattern, who may call, handler. Order matters (first match wins).
import { matchRoute as matchRouteIn, type RouteMatch } from '../http/router.js';
import type { Reply, StorageRequest } from './context.js';
import * as buckets from './handlers/buckets.js';
import * as objects from './handlers/objects.js';
import * as listing from './handlers/list.js';
import * as signed from './handlers/signed.js';
import * as render from './handlers/render.js';
import * as tus from './handlers/tus.js';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  /** Segments starting with ':' capture one segment; a final '*' captures the rest (the object key). */
  path: string;
  /** 'jwt': needs a valid token (anon key included); 'open': public and signed routes ignore the token's validity. */
  guard: 'jwt' | 'open';
  handler: (r: StorageRequest) => Promise<Reply>;
}

// prettier-ignore
export const ROUTES: Route[] = [
  { method: 'GET',    path: '/bucket',                           guard: 'jwt',  handler: buckets.list },
  { method: 'POST',   path: '/bucket',                           guard: 'jwt',  handler: buckets.create },
  { method: 'GET',    path: '/bucket/:bucket',                   guard: 'jwt',  handler: buckets.get },
  { method: 'PUT',    path: '/bucket/:bucket',                   guard: 'jwt',  handler: buckets.update },
  { method: 'DELETE', path: '/bucket/:bucket',                   guard: 'jwt',  handler: buckets.remove },
  { method: 'POST',   path: '/bucket/:bucket/empty',             guard: 'jwt',  handler: buckets.empty },
  { method: 'POST',   path: '/object/list/:bucket',              guard: 'jwt',  handler: listing.list },
  { method: 'POST',   path: '/object/list-v2/:bucket',           guard: 'jwt',  handler: listing.listV2 },
  { method: 'POST',   path: '/object/move',                      guard: 'jwt',  handler: objects.move },
  { method: 'POST',   path: '/object/copy',                      guard: 'jwt',  handler: objects.copy },
  { method: 'POST',   path: '/object/sign/:bucket',              guard: 'jwt',  handler: signed.signMany },
  { method: 'POST',   path: '/object/sign/:bucket/*',            guard: 'jwt',  handler: signed.signOne },
  { method: 'GET',    path: '/object/sign/:bucket/*',            guard: 'open', handler: signed.download },
  { method: 'HEAD',   path: '/object/sign/:bucket/*',            guard: 'open', handler: signed.download },
  { method: 'POST',   path: '/object/upload/sign/:bucket/*',     guard: 'jwt',  handler: signed.signUpload },
  { method: 'PUT',    path: '/object/upload/sign/:bucket/*',     guard: 'open', handler: signed.upload },
  { method: 'GET',    path: '/object/info/public/:bucket/*',     guard: 'open', handler: objects.publicInfo },
  { method: 'GET',    path: '/object/info/authenticated/:bucket/*', guard: 'jwt', handler: objects.info },
  { method: 'GET',    path: '/object/info/:bucket/*',            guard: 'jwt',  handler: objects.info },
  { method: 'GET',    path: '/object/public/:bucket/*',          guard: 'open', handler: objects.publicDownload },
  { method: 'HEAD',   path: '/object/public/:bucket/*',          guard: 'open', handler: objects.publicDownload },
  { method: 'GET',    path: '/object/authenticated/:bucket/*',   guard: 'jwt',  handler: objects.download },
  { method: 'HEAD',   path: '/object/authenticated/:bucket/*',   guard: 'jwt',  handler: objects.download },
  { method: 'DELETE', path: '/object/:bucket',                   guard: 'jwt',  handler: objects.removeMany },
  { method: 'POST',   path: '/object/:bucket/*',                 guard: 'jwt',  handler: objects.upload },
  { method: 'PUT',    path: '/object/:bucket/*',                 guard: 'jwt',  handler: objects.update },
  { method: 'GET',    path: '/object/:bucket/*',                 guard: 'jwt',  handler: objects.download },
  { method: 'HEAD',   path: '/object/:bucket/*',                 guard: 'jwt',  handler: objects.download },
  { method: 'DELETE', path: '/object/:bucket/*',                 guard: 'jwt',  handler: objects.removeOne },
  { method: 'GET',    path: '/render/image/public/:bucket/*',    guard: 'open', handler: render.publicImage },
  { method: 'GET',    path: '/render/image/authenticated/:bucket/*', guard: 'jwt', handler: render.authenticatedImage },
  { method: 'GET',    path: '/render/image/sign/:bucket/*',      guard: 'open', handler: render.signedImage },
  { method: 'POST',   path: '/upload/resumable',                 guard: 'jwt',  handler: tus.create },
  { method: 'HEAD',   path: '/upload/resumable/:id',             guard: 'jwt',  handler: tus.head },
  { method: 'PATCH',  path: '/upload/resumable/:id',             guard: 'jwt',  handler: tus.patch },
  { method: 'DELETE', path: '/upload/resumable/:id',             guard: 'jwt',  handler: tus.terminate },
];

/** Handlers that read the body themselves, after their checks (uploads); other routes get a small JSON body read for them. */
export const STREAMING_HANDLERS: ReadonlySet<Route['handler']> = new Set([objects.upload, objects.update, signed.upload, tus.create, tus.patch]);

export type Match = RouteMatch<Route>;

/** Pure route lookup (http/router.ts) on the raw (still percent-encoded) path below /storage/v1. */
export function matchRoute(method: string, rawPath: string, routes: Route[] = ROUTES): Match {
  return matchRouteIn(method, rawPath, routes);
}
