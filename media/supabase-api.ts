// The media service's only door to Supabase: RPCs (REST) and Storage over HTTP with the service key.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** PostgREST: the SQL error's message (our functions raise the code there); Storage: its error name. */
    message: string,
    /** The SQL error's detail (the Spanish text), when there is one. */
    readonly details: string | null = null,
  ) {
    super(message);
  }
}

export interface SupabaseApi {
  rpc<T = unknown>(fn: string, args: Record<string, unknown>): Promise<T>;
  /** Creates or replaces an object. */
  upload(bucket: string, objectPath: string, body: Buffer | string, contentType: string, cacheControl: string): Promise<void>;
  /** An object's bytes, or null when it does not exist. */
  download(bucket: string, objectPath: string): Promise<Buffer | null>;
}

const TIMEOUT_MS = 15_000;
const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');

export function createSupabaseApi(supabaseUrl: string, serviceKey: string): SupabaseApi {
  const auth = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };

  async function fail(res: Response): Promise<never> {
    const text = await res.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text);
    } catch {
      body = { message: text };
    }
    const message = String(body.message ?? body.error ?? `HTTP ${res.status}`);
    throw new ApiError(res.status, message, typeof body.details === 'string' ? body.details : null);
  }

  return {
    async rpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
      const res = await fetch(`${supabaseUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return fail(res);
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as T;
    },

    async upload(bucket, objectPath, body, contentType, cacheControl) {
      const res = await fetch(`${supabaseUrl}/storage/v1/object/${bucket}/${encodePath(objectPath)}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': contentType, 'cache-control': cacheControl, 'x-upsert': 'true' },
        body: typeof body === 'string' ? body : new Uint8Array(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) await fail(res);
      await res.arrayBuffer();
    },

    async download(bucket, objectPath) {
      const res = await fetch(`${supabaseUrl}/storage/v1/object/authenticated/${bucket}/${encodePath(objectPath)}`, {
        headers: { ...auth, 'cache-control': 'no-cache' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status === 404 || res.status === 400) {
        // Why: Storage answers a missing object with 404, or with 400 and statusCode '404' in older versions.
        const text = await res.text();
        if (res.status === 404 || /"statusCode"\s*:\s*"404"|not.?found/i.test(text)) return null;
        throw new ApiError(res.status, text);
      }
      if (!res.ok) return fail(res);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
