import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRefs } from './render-refs.js';

describe('generated refs', () => {
  it('match the endpoint definitions (run npm run generate -w @rc/contract)', () => {
    const onDisk = readFileSync(new URL('./generated/refs.ts', import.meta.url), 'utf8');
    expect(onDisk).toBe(renderRefs());
  });
});
