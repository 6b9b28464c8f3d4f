// The README's map names only what exists: each path in its first column, and each file or folder its line names inside it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const map = readme.slice(readme.indexOf('## The map'), readme.indexOf('\n## ', readme.indexOf('## The map') + 1));
const rows = [...map.matchAll(/^\| `([^`]+)` \| (.*) \|$/gm)].map(([, path, text]) => ({ path, text }));

/** `src/features/<area>/` stands for every folder there: the folder holding them must exist. */
const concrete = (path: string) => path.replace(/<[^>]+>\/?$/, '');

describe('README map', () => {
  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(8);
  });

  it.each(rows.map((r) => [r.path, r.text]))('%s exists with what its line names', (path, text) => {
    expect(existsSync(concrete(path)), path).toBe(true);
    if (!path.endsWith('/') || path.includes('<')) return;
    // Names written as files (with an extension) or folders (ending in '/') inside this folder.
    const named = [...text.matchAll(/`([\w.-]+(?:\.tsx?|\/))`/g)].map(([, name]) => name);
    for (const name of named) expect(existsSync(`${path}${name}`), `${path}${name}`).toBe(true);
  });
});
