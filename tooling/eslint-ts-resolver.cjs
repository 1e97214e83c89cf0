// A small import resolver for eslint-plugin-import (resolver interface v2), with
// no native dependency: sources import './x.js' and mean ./x.ts (ESM with
// verbatimModuleSyntax); workspace packages resolve through node_modules links.
// (eslint-plugin-import-x v4 needs unrs-resolver, whose platform packages the
// registry this project installs from does not all carry, which breaks `npm ci`.)
const fs = require('node:fs');
const path = require('node:path');
const { isBuiltin } = require('node:module');

const tsFor = {
  '.js': ['.ts', '.tsx', '.js'],
  '.mjs': ['.mts', '.mjs'],
  '': ['.ts', '.tsx', '.js', '.d.ts', '/index.ts', '/index.tsx', '/index.js'],
};

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function resolveRelative(source, file) {
  const base = path.resolve(path.dirname(file), source);
  if (isFile(base) && !/\.(js|mjs)$/.test(base)) return base;
  const ext = path.extname(base);
  const candidates = ext in tsFor && ext !== '' ? tsFor[ext].map((e) => base.slice(0, -ext.length) + e) : [];
  for (const e of tsFor['']) candidates.push(base + e);
  if (isFile(base)) candidates.push(base);
  return candidates.find(isFile) ?? null;
}

exports.interfaceVersion = 2;
exports.resolve = function resolve(source, file) {
  if (isBuiltin(source)) return { found: true, path: null };
  if (source.startsWith('.') || source.startsWith('/')) {
    const found = resolveRelative(source, file);
    return found ? { found: true, path: found } : { found: false };
  }
  try {
    const found = require.resolve(source, { paths: [path.dirname(file)] });
    return { found: true, path: path.isAbsolute(found) ? found : null };
  } catch {
    // ESM-only packages and workspace packages with TS entry points: found, not followed.
    return { found: true, path: null };
  }
};
