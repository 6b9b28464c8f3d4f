// Storage errors in storage-api's shape: HTTP 400 (500 for server faults, a few explicit codes), body {statusCode, code, error, message}.
import type { ServerResponse } from 'node:http';
import { isPgError } from '../db/adapter.js';

export class StorageError extends Error {
  constructor(
    /** The status storage-api reports in the body (`statusCode`, a string there). */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The `error` field (storage-api's backwards-compatible name; defaults to the code). */
    readonly error: string = code,
    /** HTTP status actually sent: storage-api sends 400 for every client error unless told otherwise. */
    readonly httpStatus: number = statusCode >= 500 ? 500 : 400,
  ) {
    super(message);
  }

  body(): Record<string, string> {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const E = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  noSuchUpload: () => new StorageError(404, 'NoSuchUpload', 'Upload not found'),
  notFound: () => new StorageError(404, 'NotFound', 'Route not found', 'Not Found', 404),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key.replace(/\0/g, '\\0')}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidParameter: (name: string, message?: string) => new StorageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  missingParameter: (name: string) => new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  /** Routes that need a key or a signed-in member (storage-api's enforced roles) answer a real 403. */
  notAuthenticated: () => new StorageError(403, 'AccessDenied', 'Access denied: JWT is not authenticated', 'Unauthorized', 403),
  rls: () => new StorageError(403, 'Unauthorized', 'new row violates row-level security policy', 'Unauthorized'),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mime: string) => new StorageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  imageTooLarge: (w: number, h: number, max: number) =>
    new StorageError(413, 'EntityTooLarge', `The image is ${w}x${h} pixels; transformations take sources of at most ${max / 1e6} megapixels`, 'Payload too large'),
  invalidRange: () => new StorageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range', 416),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidUploadSignature: () => new StorageError(400, 'InvalidUploadSignature', 'Invalid upload Signature'),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
};

/** Maps database errors met while running as the caller's role to storage-api's answers. */
export function fromDbError(e: unknown): unknown {
  if (!isPgError(e)) return e;
  if (e.code === '42501') return E.rls();
  if (e.code === '23505') return E.duplicate();
  if (e.code === '23503') return E.noSuchBucket();
  if (e.code === '22P02' || e.code === '22023' || e.code === '23514') return E.invalidRequest(e.message);
  return e;
}

export function sendStorageError(res: ServerResponse, e: StorageError, head = false): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(e.body());
  res.writeHead(e.httpStatus, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(head ? undefined : text);
}
