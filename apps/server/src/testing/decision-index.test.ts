import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decisionIndexFile,
  readDecisions,
  renderDecisionIndex,
  type DecisionSource,
} from './decision-index.js';

const record = (file: string, header: string, title = 'A title') => ({
  file,
  text: `# ${file.slice(0, 3)}: ${title}\n\n${header}\n\nBody.\n`,
});
const header = (status: string, supersedes = 'nothing') =>
  `Status: ${status}\nDate: 2026-11-27\nSupersedes: ${supersedes}\nIssues: 24`;

describe('the decision records (docs/decisions/NNN-*.md)', () => {
  it('each carry a well-formed header naming only records that exist (fix: add the four header lines, then npm run decision-index -w @rc/server)', () => {
    const { records, problems } = readDecisions();
    expect(problems).toEqual([]);
    expect(records.length).toBeGreaterThanOrEqual(48);
    const idempotency = records.find((r) => r.number === '038');
    expect(idempotency?.supersededBy).toEqual(['044']);
    expect(records.find((r) => r.number === '044')?.supersededNumbers).toEqual(['038']);
  });

  it('README.md is what npm run decision-index -w @rc/server writes now', async () => {
    expect(readFileSync(decisionIndexFile, 'utf8')).toBe(await renderDecisionIndex());
  });
});

describe('reading a record header', () => {
  it('accepts the four lines in their forms', () => {
    const sources: DecisionSource[] = [
      record('001-a.md', header('accepted, partly superseded by 002')),
      record('002-b.md', header('accepted, work open (step 2 left)', '001 (the first part); 001 (another)')),
    ];
    const { records, problems } = readDecisions(sources);
    expect(problems).toEqual([]);
    expect(records.map((r) => [r.number, r.title, r.date, r.issues])).toEqual([
      ['001', 'A title', '2026-11-27', '24'],
      ['002', 'A title', '2026-11-27', '24'],
    ]);
  });

  it('names the file and the line when a header line is missing', () => {
    const { problems } = readDecisions([
      record('050-new.md', 'Status: accepted\nDate: 2026-11-27\nIssues: 24'),
    ]);
    expect(problems.join('\n')).toContain('docs/decisions/050-new.md: line 5 must be the "Supersedes:" line');
    expect(problems.join('\n')).toContain('npm run decision-index -w @rc/server');
  });

  it('refuses a malformed status, date, supersedes or issues line, and a title without its number', () => {
    const bad = readDecisions([
      record('050-a.md', header('Accepted.')),
      record('051-b.md', 'Status: accepted\nDate: 27 Nov 2026\nSupersedes: 050\nIssues: issue 24'),
      { file: '052-c.md', text: `# The title\n\n${header('accepted')}\n` },
    ]).problems.join('\n');
    expect(bad).toContain('050-a.md: "Status: Accepted." is malformed');
    expect(bad).toContain('051-b.md: "Date: 27 Nov 2026" is malformed');
    expect(bad).toContain('051-b.md: "Supersedes: 050" is malformed');
    expect(bad).toContain('051-b.md: "Issues: issue 24" is malformed');
    expect(bad).toContain('052-c.md: the first line must be "# 052: Title"');
  });

  it('refuses a Supersedes or Status naming a record that does not exist', () => {
    const { problems } = readDecisions([
      record('050-a.md', header('accepted', '048 (the unused number)')),
      record('051-b.md', header('accepted, partly superseded by 099')),
    ]);
    expect(problems).toContain(
      'docs/decisions/050-a.md: "Supersedes:" names 048, but there is no record 048',
    );
    expect(problems).toContain('docs/decisions/051-b.md: "Status:" names 099, but there is no record 099');
  });

  it('asks for a supersession on both sides', () => {
    const { problems } = readDecisions([
      record('040-a.md', header('accepted')),
      record('050-b.md', header('accepted', '040 (its second half)')),
    ]);
    expect(problems).toEqual([
      'docs/decisions/040-a.md: 050 supersedes part of it, so its Status must say "partly superseded by 050" (or "superseded by 050")',
    ]);
  });
});
