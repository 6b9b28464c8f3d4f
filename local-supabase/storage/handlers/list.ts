// Listing as the caller (RLS select): v1 returns folders (id null) and files one level below a prefix; v2 pages by cursor.
import type { Queryable } from '../../db/adapter.js';
import { jsonBody, type Reply, type StorageRequest } from '../context.js';
import { asCaller } from '../db.js';
import { E } from '../errors.js';
import { requireBucket } from '../store.js';

const COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => '\\' + c);
}

function folderOf(prefix: unknown): string {
  if (prefix !== undefined && typeof prefix !== 'string') throw E.invalidParameter('prefix');
  const p = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return p ? p + '/' : '';
}

/** Entries one level below `folder`: sub-folders (grouped, no id) and the objects themselves. */
function entriesSql(extraWhere: string): string {
  return `with under as (
      select o.*, substr(o.name, length($2) + 1) as rest from storage.objects o
      where o.bucket_id = $1 and o.name like $3 escape '\\' ${extraWhere}
    ), entries as (
      select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata, true as folder
      from under where position('/' in rest) > 0 group by split_part(rest, '/', 1)
      union all
      select rest, id, updated_at, created_at, last_accessed_at, metadata, false from under where position('/' in rest) = 0
    )`;
}

export async function list(r: StorageRequest): Promise<Reply> {
  const b = jsonBody(r);
  const folder = folderOf(b.prefix);
  const limit = Math.min(Math.max(Number(b.limit ?? 100) || 100, 1), 1000);
  const offset = Math.max(Number(b.offset ?? 0) || 0, 0);
  const sortBy = (b.sortBy ?? {}) as { column?: string; order?: string };
  const col = COLUMNS.has(sortBy.column ?? '') ? sortBy.column! : 'name';
  const dir = String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
  const search = typeof b.search === 'string' ? b.search : '';
  // storage-api: by name, folders and files interleave (lower-cased, byte order); by a date, folders come first.
  const order = col === 'name' ? `lower(name) collate "C" ${dir}` : `folder desc, ${col} ${dir}, lower(name) collate "C"`;
  await requireBucket(r, r.params.bucket);
  const rows = await asCaller(r.deps.db, r.caller, (tx: Queryable) =>
    tx.query<{ j: unknown }>(
      `${entriesSql('')}
       select json_build_object('name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
         'last_accessed_at', last_accessed_at, 'metadata', metadata) as j
       from entries where name ilike $4 || '%' escape '\\'
       order by ${order} limit $5 offset $6`,
      [r.params.bucket, folder, likeEscape(folder) + '%', likeEscape(search), limit, offset],
    ),
  );
  return { json: rows.rows.map((x) => x.j) };
}

export async function listV2(r: StorageRequest): Promise<Reply> {
  const b = jsonBody(r);
  const limit = Math.min(Math.max(Number(b.limit ?? 1000) || 1000, 1), 1000);
  const cursor = typeof b.cursor === 'string' ? Buffer.from(b.cursor, 'base64url').toString('utf8') : '';
  const delimited = b.with_delimiter === true;
  const rawPrefix = typeof b.prefix === 'string' ? b.prefix : '';
  // With a delimiter the prefix is a folder; without, it is a plain name prefix over the whole tree.
  const folder = delimited ? folderOf(rawPrefix) : '';
  await requireBucket(r, r.params.bucket);
  type Row = { name: string; id: string | null; folder: boolean; updated_at: string | null; created_at: string | null; last_accessed_at: string | null; metadata: unknown };
  const rows = await asCaller(r.deps.db, r.caller, (tx: Queryable) =>
    delimited
      ? tx.query<{ j: Row }>(
          `${entriesSql('')} select row_to_json(entries) as j from entries where name > $4 order by name limit $5`,
          [r.params.bucket, folder, likeEscape(folder) + '%', cursor, limit + 1],
        )
      : tx.query<{ j: Row }>(
          `select json_build_object('name', name, 'id', id, 'folder', false, 'updated_at', updated_at, 'created_at', created_at,
             'last_accessed_at', last_accessed_at, 'metadata', metadata) as j
           from storage.objects where bucket_id = $1 and name like $2 escape '\\' and name > $3 order by name limit $4`,
          [r.params.bucket, likeEscape(rawPrefix) + '%', cursor, limit + 1],
        ),
  );
  const page = rows.rows.map((x) => x.j);
  const hasNext = page.length > limit;
  if (hasNext) page.pop();
  const last = page[page.length - 1];
  return {
    json: {
      hasNext,
      ...(hasNext && last ? { nextCursor: Buffer.from(last.name).toString('base64url') } : {}),
      folders: page.filter((e) => e.folder).map((e) => ({ key: folder + e.name + '/', name: e.name })),
      objects: page
        .filter((e) => !e.folder)
        .map((e) => ({ id: e.id, key: folder + e.name, name: folder + e.name, updated_at: e.updated_at, created_at: e.created_at, last_accessed_at: e.last_accessed_at, metadata: e.metadata })),
    },
  };
}
