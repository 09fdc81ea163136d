// Route files read like a checklist (validate, check access, call a command, present the answer): their SQL lives
// in named queries and commands beside them (issue #15, item 3). A plain scan of the source, no database.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverSrc = new URL('.', import.meta.url).pathname;

/** Statements kept out of route files; SQL is written in capitals here, so plain words ("select a plot") pass. */
const sqlStatements: [string, RegExp][] = [
  ['SELECT', /\bSELECT\b/],
  ['INSERT INTO', /\bINSERT\s+INTO\b/],
  ['UPDATE ... SET', /\bUPDATE\b[^;]{0,200}?\bSET\b/],
  ['DELETE FROM', /\bDELETE\s+FROM\b/],
  ['WITH ... AS', /\bWITH\s+(RECURSIVE\s+)?[\w"]+(\s*\([^)]*\))?\s+AS\s+(NOT\s+)?(MATERIALIZED\s+)?\(/],
];

interface Literal {
  /** the literal's text; a template's `${...}` parts stand as `${}` */
  text: string;
  /** the source offset of every character of text */
  at: number[];
}

/**
 * The string and template literals of a TypeScript source, comments and regular expressions skipped. A small
 * lexer: enough for our own sources (a `/` after a value divides, elsewhere it starts a regular expression).
 */
function literalsOf(src: string): Literal[] {
  const out: Literal[] = [];
  // open templates; each holds the literal being read and the brace depth of the `${` we are inside
  const templates: { lit: Literal; depth: number }[] = [];
  let i = 0;
  let lastSignificant = '';
  const readTemplateText = (lit: Literal) => {
    // from just after ` or }, up to the closing ` (returns true) or a `${` (returns false)
    while (i < src.length) {
      const c = src[i]!;
      if (c === '\\') {
        lit.text += src.slice(i, i + 2);
        lit.at.push(i, i + 1);
        i += 2;
      } else if (c === '`') {
        i++;
        return true;
      } else if (c === '$' && src[i + 1] === '{') {
        lit.text += '${}';
        lit.at.push(i, i, i);
        i += 2;
        return false;
      } else {
        lit.text += c;
        lit.at.push(i);
        i++;
      }
    }
    return true;
  };
  const startTemplate = () => {
    const lit: Literal = { text: '', at: [] };
    i++;
    if (readTemplateText(lit)) out.push(lit);
    else templates.push({ lit, depth: 0 });
  };
  while (i < src.length) {
    const c = src[i]!;
    const next = src[i + 1];
    if (c === '/' && next === '/') i = src.indexOf('\n', i) === -1 ? src.length : src.indexOf('\n', i);
    else if (c === '/' && next === '*') i = src.indexOf('*/', i + 2) === -1 ? src.length : src.indexOf('*/', i + 2) + 2;
    else if (c === '/' && !/[\w$)\]]/.test(lastSignificant)) {
      // a regular expression: to the closing / outside a character class
      let inClass = false;
      for (i++; i < src.length && (inClass || src[i] !== '/'); i++) {
        if (src[i] === '\\') i++;
        else if (src[i] === '[') inClass = true;
        else if (src[i] === ']') inClass = false;
      }
      i++;
      lastSignificant = ')';
    } else if (c === "'" || c === '"') {
      const lit: Literal = { text: '', at: [] };
      for (i++; i < src.length && src[i] !== c && src[i] !== '\n'; i++) {
        const take = src[i] === '\\' ? 2 : 1;
        lit.text += src.slice(i, i + take);
        for (let k = 0; k < take; k++) lit.at.push(i + k);
        i += take - 1;
      }
      i++;
      out.push(lit);
      lastSignificant = ')';
    } else if (c === '`') {
      startTemplate();
      lastSignificant = ')';
    } else if (c === '{' && templates.length) {
      templates[templates.length - 1]!.depth++;
      i++;
      lastSignificant = c;
    } else if (c === '}' && templates.length && templates[templates.length - 1]!.depth === 0) {
      // back in the template after its `${...}`
      i++;
      const open = templates[templates.length - 1]!;
      if (readTemplateText(open.lit)) {
        templates.pop();
        out.push(open.lit);
      }
      lastSignificant = ')';
    } else {
      if (c === '}' && templates.length) templates[templates.length - 1]!.depth--;
      if (!/\s/.test(c)) lastSignificant = c;
      i++;
    }
  }
  return out;
}

/** "line n: KIND" for every literal of the source that holds an SQL statement (its first one). */
function sqlIn(src: string): string[] {
  const lineAt = (offset: number) => src.slice(0, offset).split('\n').length;
  const found: string[] = [];
  // in the order of the source (a template nested in another one ends first)
  for (const lit of literalsOf(src).sort((a, b) => (a.at[0] ?? 0) - (b.at[0] ?? 0))) {
    const hits = sqlStatements.flatMap(([kind, re]) => {
      const m = re.exec(lit.text);
      return m ? [{ kind, index: m.index }] : [];
    });
    const first = hits.sort((a, b) => a.index - b.index)[0];
    if (first) found.push(`line ${lineAt(lit.at[first.index]!)}: ${first.kind}`);
  }
  return found;
}

/** Every routes.ts and *Routes.ts under apps/server/src, tests left out. */
function routeFiles(dir = serverSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return routeFiles(path);
    return /^(routes|\w+Routes)\.ts$/.test(e.name) ? [path] : [];
  });
}

describe('route files', () => {
  it('the scan finds SQL in strings and templates, not in comments or regular expressions', () => {
    const src = [
      "// DELETE FROM users is a comment",
      "const pattern = /'SELECT \"x/g; const n = a / b / c;",
      "const one = 'SELECT 1 FROM companies WHERE id = $1';",
      'const two = `UPDATE ${table} SET a = ${`INSERT INTO nested`}',
      "  WHERE id = 1`; const three = 'select at least one plot';",
      'const four = `WITH recent AS (SELECT 1) DELETE FROM x`;',
      'const five = "DELETE FROM errors";',
    ].join('\n');
    expect(sqlIn(src)).toEqual(['line 3: SELECT', 'line 4: UPDATE ... SET', 'line 4: INSERT INTO', 'line 6: WITH ... AS', 'line 7: DELETE FROM']);
  });

  it('hold no SQL: statements live in named queries and commands beside them', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(20);
    const offences = files.flatMap((f) => sqlIn(readFileSync(f, 'utf8')).map((s) => `${relative(serverSrc, f)} ${s}`));
    expect(offences).toEqual([]);
  });
});
