// SQL text as a guard should read it (pure): comments dropped, string and dollar-quoted bodies decoded and flattened in.

/** Decodes the backslash escapes of an E'…' string (\n, \x41, \101, \u0041, \U00000041, \\ …). */
function unescapeE(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/gs, (_, e: string) => {
    if (e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    if (e[0] === 'u' || e[0] === 'U') return String.fromCodePoint(parseInt(e.slice(1), 16));
    return ({ b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' } as Record<string, string>)[e] ?? e;
  });
}

/** Decodes the escapes of a U&'…' string with the default escape character (\0041, \+000041). */
const unescapeU = (body: string) =>
  body.replace(/\\(\+[0-9a-fA-F]{6}|[0-9a-fA-F]{4}|\\)/g, (_, e: string) => (e === '\\' ? '\\' : String.fromCodePoint(parseInt(e.replace('+', ''), 16))));

/**
 * The statement's words with comments (line and nested block) replaced by a space, and every quoted body (strings,
 * E'…', U&'…', $tag$…$tag$, quoted identifiers) decoded and flattened in its place, recursively: what dynamic SQL
 * (DO bodies, EXECUTE strings, format templates) would run is read as code too. `depth` bounds the recursion.
 */
export function flattenSql(sql: string, depth = 4): string {
  let out = '';
  let i = 0;
  const n = sql.length;
  const inner = (text: string) => ' ' + (depth > 0 ? flattenSql(text, depth - 1) : text) + ' ';
  while (i < n) {
    const c = sql[i];
    const next = sql[i + 1];
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
      out += ' ';
    } else if (c === '/' && next === '*') {
      let level = 1;
      i += 2;
      while (i < n && level > 0) {
        const pair = sql.slice(i, i + 2);
        if (pair === '/*' || pair === '*/') {
          level += pair === '/*' ? 1 : -1;
          i += 2;
        } else i++;
      }
      out += ' ';
    } else if (c === "'" || ((c === 'e' || c === 'E') && next === "'" && !/[\w$]/.test(sql[i - 1] ?? ''))) {
      const escaped = c !== "'";
      let j = escaped ? i + 2 : i + 1;
      let body = '';
      while (j < n) {
        const pair = sql.slice(j, j + 2);
        if (escaped && sql[j] === '\\') body += pair;
        else if (pair === "''") body += "'";
        else if (sql[j] === "'") break;
        else {
          body += sql[j++];
          continue;
        }
        j += 2;
      }
      const prefixU = /u&$/i.test(out.slice(-2));
      out += inner(escaped ? unescapeE(body) : prefixU ? unescapeU(body) : body);
      i = j + 1;
    } else if (c === '"') {
      const end = sql.indexOf('"', i + 1);
      out += inner(sql.slice(i + 1, end < 0 ? n : end));
      i = end < 0 ? n : end + 1;
    } else if (c === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const tag = /^\$([A-Za-z_][\w]*)?\$/.exec(sql.slice(i));
      if (!tag) {
        out += c;
        i++;
        continue;
      }
      const end = sql.indexOf(tag[0], i + tag[0].length);
      out += inner(sql.slice(i + tag[0].length, end < 0 ? n : end));
      i = end < 0 ? n : end + tag[0].length;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
