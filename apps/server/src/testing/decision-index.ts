/**
 * The decision index (issue 24): docs/decisions/README.md lists every decision record
 * with its status, date, what it supersedes and the issues it served. It is read off
 * the records' own header blocks (the four lines under the `# NNN: Title` line).
 * `decision-index.test.ts` fails when a record's header is missing or malformed, when a
 * header names a record that does not exist, when a supersession is not recorded on both
 * sides, and when README.md is not what this file writes; `npm run decision-index -w @rc/server`
 * writes it again.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const decisionsDir = join(repoRoot, 'docs', 'decisions');
export const decisionIndexFile = join(decisionsDir, 'README.md');

/** One record file as read from disk (or made up by a test). */
export interface DecisionSource {
  /** The file name, e.g. `038-idempotency-keys.md`. */
  file: string;
  text: string;
}

export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  status: string;
  date: string;
  supersedes: string;
  issues: string;
  /** Numbers named by `Supersedes:`. */
  supersededNumbers: string[];
  /** Numbers named by `Status: … superseded by …`. */
  supersededBy: string[];
}

const fileName = /^(\d{3})-[a-z0-9-]+\.md$/;
const statusForms =
  /^(accepted|accepted, partly superseded by \d{3}(, \d{3})*|superseded by \d{3}(, \d{3})*|accepted, work open \(.+\))$/;
const supersedesForm = /^(nothing|\d{3} \([^()]+\)(; \d{3} \([^()]+\))*)$/;
const issuesForm = /^(none named|\d+(, \d+)*)$/;

const howToFix =
  'give it the header block (see docs/decisions/README.md, "Adding a decision"), then run `npm run decision-index -w @rc/server`';

/** The header lines every record carries, in order, directly under its title and a blank line. */
const headerLines = [
  {
    key: 'Status',
    form: statusForms,
    shape:
      '"accepted", "accepted, partly superseded by NNN[, NNN]", "superseded by NNN[, NNN]" or "accepted, work open (short clause)"',
  },
  { key: 'Date', form: /^\d{4}-\d{2}-\d{2}$/, shape: 'YYYY-MM-DD, the day the file was first committed' },
  { key: 'Supersedes', form: supersedesForm, shape: '"nothing" or "NNN (what part)[; NNN (what part)]"' },
  { key: 'Issues', form: issuesForm, shape: '"none named" or issue numbers like "21, 22"' },
] as const;

/** The records of docs/decisions, sorted by file name (README.md and other files left out). */
export function decisionSources(dir: string = decisionsDir): DecisionSource[] {
  return readdirSync(dir)
    .filter((f) => /^\d/.test(f) && f.endsWith('.md'))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

const numbersIn = (text: string): string[] => text.match(/\b\d{3}\b/g) ?? [];

/**
 * Reads the header of every record. `problems` says, one sentence each, what is wrong
 * and what to do; the records are those whose header could be read.
 */
export function readDecisions(sources: readonly DecisionSource[] = decisionSources()): {
  records: DecisionRecord[];
  problems: string[];
} {
  const records: DecisionRecord[] = [];
  const problems: string[] = [];
  for (const { file, text } of sources) {
    const where = `docs/decisions/${file}`;
    const named = fileName.exec(file);
    if (!named) {
      problems.push(`${where}: a record's file is named NNN-words-with-dashes.md (three digits, lower case)`);
      continue;
    }
    const number = named[1] as string;
    const lines = text.split('\n');
    const title = new RegExp(`^# ${number}: (\\S.*)$`).exec(lines[0] ?? '');
    if (!title) {
      problems.push(`${where}: the first line must be "# ${number}: Title", found "${lines[0] ?? ''}"`);
      continue;
    }
    if (lines[1] !== '')
      problems.push(`${where}: line 2 must be blank (the header block follows it); ${howToFix}`);
    const values: string[] = [];
    headerLines.forEach(({ key, form, shape }, i) => {
      const line = lines[i + 2] ?? '';
      const prefix = `${key}: `;
      const value = line.startsWith(prefix) ? line.slice(prefix.length) : null;
      if (value === null) {
        problems.push(`${where}: line ${i + 3} must be the "${key}:" line, found "${line}"; ${howToFix}`);
      } else if (!form.test(value)) {
        problems.push(`${where}: "${key}: ${value}" is malformed; it must be ${shape}`);
      } else if (key === 'Date' && Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
        problems.push(`${where}: "${key}: ${value}" is not a date`);
      }
      values.push(value ?? '');
    });
    if (lines[6] !== '')
      problems.push(`${where}: line 7 must be blank (the body starts after the header block)`);
    const [status = '', date = '', supersedes = '', issues = ''] = values;
    records.push({
      number,
      file,
      title: (title[1] as string).trim(),
      status,
      date,
      supersedes,
      issues,
      supersededNumbers: supersedesForm.test(supersedes) ? numbersIn(supersedes) : [],
      supersededBy: /superseded by/.test(status) ? numbersIn(status) : [],
    });
  }

  const byNumber = new Map<string, DecisionRecord>();
  for (const r of records) {
    if (byNumber.has(r.number))
      problems.push(`decision ${r.number} has two files; give one the next free number`);
    byNumber.set(r.number, r);
  }
  for (const r of records) {
    const where = `docs/decisions/${r.file}`;
    for (const n of r.supersededNumbers) {
      const older = byNumber.get(n);
      if (!older) problems.push(`${where}: "Supersedes:" names ${n}, but there is no record ${n}`);
      else if (n >= r.number)
        problems.push(`${where}: "Supersedes:" names ${n}, which is not older than ${r.number}`);
      else if (!older.supersededBy.includes(r.number))
        problems.push(
          `docs/decisions/${older.file}: ${r.number} supersedes part of it, so its Status must say "partly superseded by ${r.number}" (or "superseded by ${r.number}")`,
        );
    }
    for (const n of r.supersededBy) {
      const newer = byNumber.get(n);
      if (!newer) problems.push(`${where}: "Status:" names ${n}, but there is no record ${n}`);
      else if (!newer.supersededNumbers.includes(r.number))
        problems.push(
          `docs/decisions/${newer.file}: ${r.number} says it is superseded by ${n}, so ${n}'s "Supersedes:" must name ${r.number} (what part)`,
        );
    }
  }
  return { records, problems };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/decisions/README.md as the records say today, formatted as prettier formats markdown. */
export async function renderDecisionIndex(
  records: readonly DecisionRecord[] = readDecisions().records,
): Promise<string> {
  const lines = [
    '# Decision records',
    '',
    'A decision record says how the project settled a question the spec leaves open, or a trade-off',
    'it made, and why. Records are never deleted: when a later decision changes one, the later one',
    'says what it supersedes and the older one says by whom.',
    '',
    'Generated from the records by `npm run decision-index -w @rc/server`',
    '(apps/server/src/testing/decision-index.ts); `decision-index.test.ts` fails when it is out of',
    'date. Do not edit by hand.',
    '',
    '## The header',
    '',
    'Every record starts with its title line and, after a blank line, four header lines:',
    '',
    '```',
    '# NNN: Title',
    '',
    'Status: accepted | accepted, partly superseded by NNN | superseded by NNN | accepted, work open (short clause)',
    'Date: YYYY-MM-DD',
    'Supersedes: NNN (what part); NNN (what part) | nothing',
    'Issues: 21, 22 | none named',
    '```',
    '',
    '- **Status**: whether it still holds, and which later records replace part or all of it.',
    '- **Date**: the day the file was first committed',
    '  (`git log --diff-filter=A --format=%ad --date=short -- <file> | tail -1`).',
    '- **Supersedes**: the earlier records it changes, each with the part it changes in a few words.',
    '- **Issues**: the issues it served, as its text names them.',
    '',
    '## Adding a decision',
    '',
    '1. Take the next free number (one more than the highest below) and name the file',
    '   `NNN-a-few-words.md`.',
    '2. Write the title line and the header. If it changes an earlier record, name that record',
    "   under `Supersedes:` and change the older record's `Status:` to",
    '   `accepted, partly superseded by NNN` (or `superseded by NNN`).',
    '3. Run `npm run decision-index -w @rc/server` and commit README.md with the record.',
    '',
    '## Records',
    '',
    `${records.length} records.`,
    '',
    '| number | title | status | date | supersedes | issues |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of records) {
    lines.push(
      `| [${r.number}](${r.file}) | ${cell(r.title)} | ${cell(r.status)} | ${r.date} | ${cell(r.supersedes)} | ${cell(r.issues)} |`,
    );
  }
  const text = `${lines.join('\n')}\n`;
  const options = await prettier.resolveConfig(decisionIndexFile);
  return prettier.format(text, { ...options, parser: 'markdown' });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { records, problems } = readDecisions();
  if (problems.length) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exitCode = 1;
  } else {
    writeFileSync(decisionIndexFile, await renderDecisionIndex(records));
    process.stdout.write(`wrote ${relative(repoRoot, decisionIndexFile)} (${records.length} records)\n`);
  }
}
