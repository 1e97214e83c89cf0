import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads plain rows with their line numbers, skipping blank lines', () => {
    expect(parseCsv('a,b\n\n1,2\r\n3,4\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, and drops a BOM', () => {
    expect(parseCsv('\uFEFFname,note\n"Wang, Li","said ""hi""\nthere"\nx,y')).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Wang, Li', 'said "hi"\nthere'] },
      { line: 4, cells: ['x', 'y'] },
    ]);
  });

  it('keeps empty cells so that columns stay aligned', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([{ line: 1, cells: ['a', '', 'c'] }]);
  });
});
