/**
 * The endpoint map (issue 24): for every endpoint of the contract, its URL, who may
 * call it and for whom it acts, the server file that handles it, the web files that
 * call it, the screens that reach those files, and apart from them the web files that
 * only refresh it (invalidate or write its cached reads). It is read off the code itself:
 * the contract's registry, the `handle(<endpoint>, …)` calls under `src/modules`,
 * the `@rc/contract/refs` imports under `apps/web/src` and the two route tables.
 * `endpoint-map.test.ts` fails when docs/endpoints.md no longer says what the code
 * does; `npm run endpoint-map -w @rc/server` writes it again.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { allEndpoints, routePath, type EndpointDef } from '@rc/contract';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const endpointMapFile = join(repoRoot, 'docs', 'endpoints.md');

const webSrc = join(repoRoot, 'apps', 'web', 'src');
const modulesDir = join(repoRoot, 'apps', 'server', 'src', 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')
        ? [path]
        : [];
    })
    .sort();
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** Local name → imported name, for the named imports of `file` from a module `from` accepts. */
function namedImports(file: ts.SourceFile, from: (specifier: string) => boolean): Map<string, string> {
  const names = new Map<string, string>();
  for (const stmt of file.statements) {
    if (!ts.isImportDeclaration(stmt) || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
    if (!from(stmt.moduleSpecifier.text)) continue;
    const bindings = stmt.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements) names.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  return names;
}

function visitAll(node: ts.Node, fn: (n: ts.Node) => void): void {
  fn(node);
  ts.forEachChild(node, (child) => visitAll(child, fn));
}

/** Endpoint name → the module files whose `handle(endpoint, …)` binds it. */
function handlerFiles(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of sourceFiles(modulesDir)) {
    const file = parse(path);
    const imported = namedImports(file, (s) => s === '@rc/contract');
    visitAll(file, (node) => {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      if (node.expression.text !== 'handle') return;
      const first = node.arguments[0];
      if (!first || !ts.isIdentifier(first)) return;
      const name = imported.get(first.text) ?? first.text;
      const rel = relative(repoRoot, path);
      found.set(name, [...(found.get(name) ?? []), rel]);
    });
  }
  return found;
}

/** Relative module specifiers a file imports, statically or lazily, resolved to files. */
function importsOf(known: ReadonlySet<string>, path: string, file: ts.SourceFile): string[] {
  const specs: string[] = [];
  visitAll(file, (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specs.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specs.push(node.arguments[0].text);
  });
  return specs
    .filter((s) => s.startsWith('.'))
    .map((s) => resolveSource(known, resolve(dirname(path), s)))
    .filter((p): p is string => p !== null);
}

/** The source file an import names, among the `known` files of the web app; null outside them. */
function resolveSource(known: ReadonlySet<string>, path: string): string | null {
  const base = path.replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

interface Screen {
  url: string;
  page: string;
}

/** The screens of a route table: `route('/path', …, () => import('…'))` or `screen('path', …)`. */
function screensOf(known: ReadonlySet<string>, tablePath: string, callee: string, prefix: string): Screen[] {
  const file = parse(tablePath);
  const screens: Screen[] = [];
  visitAll(file, (node) => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== callee)
      return;
    const [first] = node.arguments;
    if (!first || !ts.isStringLiteral(first)) return;
    let page: string | null = null;
    visitAll(node, (inner) => {
      if (
        ts.isCallExpression(inner) &&
        inner.expression.kind === ts.SyntaxKind.ImportKeyword &&
        inner.arguments[0] &&
        ts.isStringLiteral(inner.arguments[0])
      )
        page = resolveSource(known, resolve(dirname(tablePath), inner.arguments[0].text));
    });
    if (page)
      screens.push({ url: prefix === '' ? first.text : `${prefix}/${first.text}`.replace(/\/$/, ''), page });
  });
  return screens;
}

/**
 * How a web file names an endpoint's ref: `call` when some use may call it (passes the
 * ref to `callEndpoint`, a query's options, anything else), `refresh` when every use
 * only touches its cached reads: `queryKeyOf(ref, …)` (an invalidation or a cache
 * write), `invalidateReads(client, ref)`, or an element of a list of reads (a cache
 * family such as `couponReads`).
 */
const cacheOnlyCallees = new Set(['queryKeyOf', 'invalidateReads']);

export function useOfRefs(
  file: ts.SourceFile,
  refs: ReadonlyMap<string, string>,
): Map<string, 'call' | 'refresh'> {
  const uses = new Map<string, 'call' | 'refresh'>();
  visitAll(file, (node) => {
    if (!ts.isIdentifier(node)) return;
    const name = refs.get(node.text);
    if (name === undefined) return;
    const parent = node.parent;
    // The import itself names the ref without using it.
    if (ts.isImportSpecifier(parent)) return;
    const cacheOnly =
      ts.isArrayLiteralExpression(parent) ||
      (ts.isSpreadElement(parent) && ts.isArrayLiteralExpression(parent.parent)) ||
      (ts.isCallExpression(parent) &&
        parent.expression !== node &&
        ts.isIdentifier(parent.expression) &&
        cacheOnlyCallees.has(parent.expression.text));
    if (!cacheOnly) uses.set(name, 'call');
    else if (!uses.has(name)) uses.set(name, 'refresh');
  });
  // A ref imported and never used still names the endpoint: count it as a call.
  for (const name of refs.values()) if (!uses.has(name)) uses.set(name, 'call');
  return uses;
}

interface WebUse {
  /** Endpoint name → web files that call it. */
  callers: Map<string, string[]>;
  /** Endpoint name → web files that only invalidate or write its cached reads. */
  refreshers: Map<string, string[]>;
  /** Web file → the screens whose page reaches it through imports (the route tables excluded). */
  screensOf: Map<string, string[]>;
}

function webUse(): WebUse {
  const files = sourceFiles(webSrc);
  const known = new Set(files);
  const parsed = new Map(files.map((f) => [f, parse(f)] as const));
  const callers = new Map<string, string[]>();
  const refreshers = new Map<string, string[]>();
  const graph = new Map<string, string[]>();
  for (const [path, file] of parsed) {
    const refs = namedImports(file, (s) => s === '@rc/contract/refs');
    for (const [name, use] of useOfRefs(file, refs)) {
      const into = use === 'call' ? callers : refreshers;
      into.set(name, [...(into.get(name) ?? []), relative(repoRoot, path)]);
    }
    graph.set(path, importsOf(known, path, file));
  }
  const appDir = join(webSrc, 'app') + '/';
  const screens = [
    ...screensOf(known, join(webSrc, 'app', 'routes.ts'), 'route', ''),
    ...screensOf(known, join(webSrc, 'app', 'console', 'console-routes.ts'), 'screen', '/console'),
  ];
  const reached = new Map<string, string[]>();
  for (const screen of screens) {
    const seen = new Set<string>([screen.page]);
    const queue = [screen.page];
    while (queue.length) {
      const next = queue.pop() as string;
      for (const dep of graph.get(next) ?? []) {
        // The shell and the route tables reach every screen: a screen's own imports stop there.
        if (dep.startsWith(appDir) || seen.has(dep)) continue;
        seen.add(dep);
        queue.push(dep);
      }
    }
    for (const file of seen) {
      const rel = relative(repoRoot, file);
      reached.set(rel, [...(reached.get(rel) ?? []), screen.url]);
    }
  }
  return { callers, refreshers, screensOf: reached };
}

export interface EndpointMapRow {
  endpoint: EndpointDef;
  handlers: string[];
  /** Web files that call the endpoint. */
  webFiles: string[];
  /** Web files that only invalidate or write its cached reads after a change. */
  refreshedBy: string[];
  /** The screens that reach the calling files. */
  screens: string[];
}

export function endpointMapRows(): EndpointMapRow[] {
  const handlers = handlerFiles();
  const web = webUse();
  return allEndpoints.map((endpoint) => {
    const files = web.callers.get(endpoint.name) ?? [];
    const screens = [...new Set(files.flatMap((f) => web.screensOf.get(f) ?? []))].sort();
    return {
      endpoint,
      handlers: handlers.get(endpoint.name) ?? [],
      webFiles: files,
      refreshedBy: web.refreshers.get(endpoint.name) ?? [],
      screens,
    };
  });
}

const cell = (items: readonly string[]) => (items.length ? items.map((i) => `\`${i}\``).join('<br>') : '—');

/** docs/endpoints.md as the code says it today. */
export function renderEndpointMap(rows: readonly EndpointMapRow[] = endpointMapRows()): string {
  const byGroup = new Map<string, EndpointMapRow[]>();
  for (const row of rows) byGroup.set(row.endpoint.group, [...(byGroup.get(row.endpoint.group) ?? []), row]);
  const lines = [
    '# Endpoint map',
    '',
    'Generated from the code by `npm run endpoint-map -w @rc/server` (apps/server/src/testing/endpoint-map.ts);',
    '`endpoint-map.test.ts` fails when it is out of date. Do not edit by hand.',
    '',
    'For each endpoint: its URL, who may call it (`auth`) and whose account it acts on (`acts for`),',
    'the server file that handles it, the web files that call it, the screens that reach those files, and',
    'the web files that only refresh it (invalidate or write its cached reads after a change; not callers).',
    '',
    `${rows.length} endpoints in ${byGroup.size} groups.`,
  ];
  for (const [group, groupRows] of [...byGroup].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(
      '',
      `## ${group}`,
      '',
      '| name | call | auth | acts for | handler | web | screens | refreshes |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const { endpoint: e, handlers, webFiles: files, refreshedBy, screens } of groupRows) {
      const flags = [e.idempotent ? 'idempotent' : '', e.encrypted ? 'encrypted' : ''].filter(Boolean);
      lines.push(
        `| \`${e.name}\` | ${e.method} \`${routePath(e)}\`${flags.length ? ` (${flags.join(', ')})` : ''} | ${e.auth} | ${e.actsFor ?? '—'} | ${cell(handlers)} | ${cell(files)} | ${cell(screens)} | ${cell(refreshedBy)} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(endpointMapFile, renderEndpointMap());
  process.stdout.write(`wrote ${relative(repoRoot, endpointMapFile)}\n`);
}
