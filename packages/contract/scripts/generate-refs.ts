/**
 * Writes src/generated/refs.ts: every endpoint of the contract as a schema-free
 * ref, under its export name. Run `npm run generate -w @rc/contract` after
 * changing an endpoint; a test fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRefs } from '../src/render-refs.js';

const target = fileURLToPath(new URL('../src/generated/refs.ts', import.meta.url));
writeFileSync(target, renderRefs());
process.stdout.write(`wrote ${target}\n`);
