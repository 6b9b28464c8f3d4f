// Bucket routes: list, get, create, update, empty, delete — each run as the caller, so RLS on storage.buckets decides.
import { jsonBody, type Reply, type StorageRequest } from '../context.js';
import { asCaller, asServer } from '../db.js';
import { E } from '../errors.js';
import { checkBucketName, parseSizeLimit } from '../names.js';
import { BUCKET_JSON, type BucketRow } from '../store.js';

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function mimeList(v: unknown): string[] | null {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !/^[\w.+-]+\/[\w.+*-]+$/.test(x))) {
    throw E.invalidRequest('allowed_mime_types must be a list of mime types like image/png or image/*');
  }
  return v as string[];
}

export async function list(r: StorageRequest): Promise<Reply> {
  const q = r.query;
  const limit = Math.min(Math.max(Number(q.get('limit') ?? 1000) || 1000, 1), 1000);
  const offset = Math.max(Number(q.get('offset') ?? 0) || 0, 0);
  const col = SORT_COLUMNS.has(q.get('sortColumn') ?? '') ? q.get('sortColumn')! : 'name';
  const dir = q.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const search = q.get('search') ?? '';
  const rows = await asCaller(r.deps.db, r.caller, (tx) =>
    tx.query<{ j: BucketRow }>(
      `select ${BUCKET_JSON} as j from storage.buckets b where b.name ilike '%' || $1 || '%' order by b.${col} ${dir} limit $2 offset $3`,
      [search.replace(/[\\%_]/g, (c) => '\\' + c), limit, offset],
    ),
  );
  return { json: rows.rows.map((x) => x.j) };
}

export async function get(r: StorageRequest): Promise<Reply> {
  const rows = await asCaller(r.deps.db, r.caller, (tx) => tx.query<{ j: BucketRow }>(`select ${BUCKET_JSON} as j from storage.buckets b where b.id = $1`, [r.params.bucket]));
  if (!rows.rows[0]) throw E.noSuchBucket();
  return { json: rows.rows[0].j };
}

export async function create(r: StorageRequest): Promise<Reply> {
  const b = jsonBody(r);
  const id = checkBucketName(b.id ?? b.name);
  const name = b.name === undefined ? id : checkBucketName(b.name);
  const limit = parseSizeLimit(b.file_size_limit);
  await asCaller(r.deps.db, r.caller, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3::uuid, $4::text, $5, $6, $7::text[])`,
      [id, name, r.caller.sub, r.caller.sub, b.public === true, limit, mimeList(b.allowed_mime_types)],
    ),
  );
  return { json: { name: id } };
}

export async function update(r: StorageRequest): Promise<Reply> {
  const b = jsonBody(r);
  const sets: string[] = [];
  const params: unknown[] = [r.params.bucket];
  const add = (col: string, v: unknown, cast = '') => {
    params.push(v);
    sets.push(`${col} = $${params.length}${cast}`);
  };
  if (b.public !== undefined) add('public', b.public === true);
  if (b.file_size_limit !== undefined) add('file_size_limit', parseSizeLimit(b.file_size_limit));
  if (b.allowed_mime_types !== undefined) add('allowed_mime_types', mimeList(b.allowed_mime_types), '::text[]');
  sets.push('updated_at = now()');
  const res = await asCaller(r.deps.db, r.caller, (tx) => tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1 returning id`, params));
  if (res.rows.length === 0) throw E.noSuchBucket();
  return { json: { message: 'Successfully updated' } };
}

export async function empty(r: StorageRequest): Promise<Reply> {
  const versions = await asCaller(r.deps.db, r.caller, async (tx) => {
    const seen = await tx.query(`select 1 from storage.buckets where id = $1`, [r.params.bucket]);
    if (seen.rows.length === 0) throw E.noSuchBucket();
    const del = await tx.query<{ version: string | null }>(`delete from storage.objects where bucket_id = $1 returning version`, [r.params.bucket]);
    return del.rows.map((x) => x.version);
  });
  for (const v of versions) if (v) await r.blobs.remove(v);
  return { json: { message: 'Successfully emptied' } };
}

export async function remove(r: StorageRequest): Promise<Reply> {
  // Objects the caller cannot see still keep the bucket: the server counts them.
  const used = await asServer(r.deps.db, (tx) => tx.query(`select 1 from storage.objects where bucket_id = $1 limit 1`, [r.params.bucket]));
  if (used.rows.length > 0) throw E.bucketNotEmpty();
  await asCaller(r.deps.db, r.caller, async (tx) => {
    const del = await tx.query(`delete from storage.buckets where id = $1 returning id`, [r.params.bucket]);
    if (del.rows.length === 0) throw E.noSuchBucket();
  });
  return { json: { message: 'Successfully deleted' } };
}
