import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `deps.db` is a getter (app.ts): inside an idempotent call it is the call's ambient
 * transaction (db/ambient-tx.ts, decision 044). A route factory or module that reads
 * it once (`const { db } = deps`, `const db = deps.db`, `function routes({ db }: AppDeps)`)
 * keeps the pool handle for every later call: its handlers bypass the transaction
 * (a crash half-way keeps half the change) and, on PGlite's single connection, wait
 * for the very transaction they run in. A read at call time (in an async function,
 * which runs per call) is fine.
 */
const srcRoot = fileURLToPath(new URL('..', import.meta.url));
const scanned = ['modules', 'http'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const isDeps = (e: ts.Expression) => ts.isIdentifier(e) && e.text === 'deps';

/** Whether a binding pattern takes `db` out of what it destructures. */
function bindsDb(pattern: ts.BindingName): boolean {
  return (
    ts.isObjectBindingPattern(pattern) &&
    pattern.elements.some((el) => (el.propertyName ?? el.name).getText() === 'db')
  );
}

/** The function `node` runs in, or null at module scope. */
function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | null {
  for (let n = node.parent; n; n = n.parent) if (ts.isFunctionLike(n)) return n as ts.FunctionLikeDeclaration;
  return null;
}

function isAsync(fn: ts.FunctionLikeDeclaration): boolean {
  return (ts.getCombinedModifierFlags(fn) & ts.ModifierFlags.Async) !== 0;
}

/** The places in `text` that keep `deps.db` past the call that read it, as `line: code`. */
function depsDbCaptures(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${line + 1}: ${node.getText().split('\n')[0]}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = node.initializer;
      const capture =
        (ts.isPropertyAccessExpression(init) && isDeps(init.expression) && init.name.text === 'db') ||
        (isDeps(init) && bindsDb(node.name));
      if (capture) {
        const fn = enclosingFunction(node);
        if (!fn || !isAsync(fn)) report(node);
      }
    }
    if (
      ts.isParameter(node) &&
      bindsDb(node.name) &&
      node.type?.getText() === 'AppDeps' &&
      !isAsync(node.parent as ts.FunctionLikeDeclaration)
    )
      report(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('deps.db is read per call, never kept by a factory', () => {
  it('finds the captures it guards against, and lets a read at call time be', () => {
    const factory = `export function routes(deps: AppDeps) {
  const { db } = deps;
  return [handle(x, async () => list(db))];
}`;
    expect(depsDbCaptures('a.ts', factory)).toEqual(['2: { db } = deps']);
    expect(depsDbCaptures('b.ts', 'const db = deps.db;')).toEqual(['1: db = deps.db']);
    expect(depsDbCaptures('c.ts', 'export function r({ db, config }: AppDeps) { return db; }')).toHaveLength(
      1,
    );
    const perCall = `export async function list(deps: AppDeps) {
  const db = deps.db;
  const { db: d } = deps;
  return [db, d];
}
export function routes(deps: AppDeps) {
  return [handle(x, async () => { const { db } = deps; return db; })];
}`;
    expect(depsDbCaptures('d.ts', perCall)).toEqual([]);
  });

  it('is nowhere in the server modules or the HTTP layer', () => {
    const captures = scanned
      .flatMap((dir) => sources(join(srcRoot, dir)))
      .flatMap((path) =>
        depsDbCaptures(path, readFileSync(path, 'utf8')).map((c) => `${relative(srcRoot, path)}:${c}`),
      );
    expect(captures).toEqual([]);
  });
});
