// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isolatedWebTests } from '../../vitest.config.js';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(`${webRoot}${dir}`, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFiles(`${dir}/${entry.name}`)
      : /\.test\.tsx?$/.test(entry.name)
        ? [`${dir}/${entry.name}`]
        : [],
  );
}

describe('the web projects (decision 069)', () => {
  it('runs every file that mocks a module or imports modules afresh isolated, and no other', () => {
    const mocking = testFiles('src')
      .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(`${webRoot}${file}`, 'utf8')))
      .sort();
    expect([...isolatedWebTests].sort()).toEqual(mocking);
  });
});
