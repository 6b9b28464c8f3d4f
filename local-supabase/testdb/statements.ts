// Splits a pgTAP file into top-level statements (quotes, "identifiers", $tag$ bodies and comments respected), like psql sends them.
export function splitStatements(script: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const n = script.length;
  while (i < n) {
    const c = script[i];
    if (c === '-' && script[i + 1] === '-') {
      const nl = script.indexOf('\n', i);
      i = nl < 0 ? n : nl + 1;
    } else if (c === '/' && script[i + 1] === '*') {
      const end = script.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      for (;;) {
        if (j >= n) break;
        if (script[j] === c) {
          if (script[j + 1] === c) j += 2;
          else break;
        } else j += 1;
      }
      i = j + 1;
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i, i + 64));
      // `$1` parameters and identifiers containing $ are not dollar quotes.
      if (tag && !/[A-Za-z0-9_]/.test(script[i - 1] ?? '')) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
      } else i += 1;
    } else if (c === ';') {
      out.push(script.slice(start, i));
      i += 1;
      start = i;
    } else i += 1;
  }
  out.push(script.slice(start));
  return out.map((s) => s.trim()).filter((s) => stripComments(s).trim() !== '');
}

function stripComments(s: string): string {
  return s.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}
