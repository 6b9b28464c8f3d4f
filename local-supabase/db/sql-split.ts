// Splits a SQL script into statements (quotes, dollar quotes, comments and BEGIN ATOMIC bodies respected) and maps offsets to line:column.
export interface SqlStatement {
  /** Statement text without the trailing semicolon. */
  text: string;
  /** 0-based character offset of the statement's first non-blank character in the script. */
  start: number;
}

const WORD = /[A-Za-z_][A-Za-z0-9_$]*/y;

/** Splits at top-level semicolons. Blank statements (only whitespace/comments) are dropped. */
export function splitSql(script: string): SqlStatement[] {
  const out: SqlStatement[] = [];
  let i = 0;
  let atomicDepth = 0;
  let prevWord = '';
  let meaningful = -1;
  const push = (end: number) => {
    if (meaningful >= 0) out.push({ text: script.slice(meaningful, end).trimEnd(), start: meaningful });
    meaningful = -1;
    prevWord = '';
  };
  while (i < script.length) {
    const c = script[i];
    const next = script[i + 1];
    if (c === '-' && next === '-') {
      const nl = script.indexOf('\n', i);
      i = nl < 0 ? script.length : nl + 1;
      continue;
    }
    if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < script.length && depth > 0) {
        if (script[i] === '/' && script[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (script[i] === '*' && script[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      }
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (meaningful < 0) meaningful = i;
    if (c === "'" || c === '"') {
      // E'…' strings allow backslash escapes.
      const escapes = c === "'" && /[eE]/.test(script[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(script[i - 2] ?? '');
      i++;
      while (i < script.length) {
        if (escapes && script[i] === '\\') i += 2;
        else if (script[i] === c && script[i + 1] === c) i += 2;
        else if (script[i] === c) break;
        else i++;
      }
      i++;
      prevWord = '';
      continue;
    }
    if (c === '$') {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i, i + 64));
      if (m) {
        const tag = m[0];
        const end = script.indexOf(tag, i + tag.length);
        i = end < 0 ? script.length : end + tag.length;
        prevWord = '';
        continue;
      }
    }
    if (c === ';') {
      if (atomicDepth === 0) {
        push(i);
      }
      i++;
      continue;
    }
    WORD.lastIndex = i;
    const w = WORD.exec(script);
    if (w) {
      const word = w[0].toLowerCase();
      if (word === 'atomic' && prevWord === 'begin') atomicDepth++;
      else if (atomicDepth > 0 && word === 'case') atomicDepth++;
      else if (atomicDepth > 0 && word === 'end') atomicDepth--;
      prevWord = word;
      i += w[0].length;
      continue;
    }
    i++;
  }
  push(script.length);
  return out;
}

/** 1-based line and column of a 0-based character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
