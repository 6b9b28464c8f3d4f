// Re-applies the database's `alter database … set` defaults to the current session (PGlite keeps one session for life).
/**
 * `alter database … set search_path` (bootstrap) only reaches sessions started afterwards, and PGlite's single
 * session started before it. Running this after bootstrap (and after a RESET ALL) makes the first run behave
 * like every later one.
 */
export const APPLY_DATABASE_DEFAULTS_SQL = `select set_config(split_part(c, '=', 1), substr(c, strpos(c, '=') + 1), false)
from pg_db_role_setting s, unnest(s.setconfig) c
where s.setrole = 0 and s.setdatabase = (select oid from pg_database where datname = current_database())`;
