import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

// Decision 032: npm run db:backup / db:restore for the embedded database.
const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'rc-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dir = join(root, 'db');

function tool(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/db/backup.ts', ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', RC_DATA_DIR: dir, INIT_CWD: root },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

async function marks(): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: '', dataDir: dir });
  try {
    const res: unknown = await database.db.execute(sql`select m from rc_mark order by m`);
    return (res as { rows: { m: string }[] }).rows.map((r) => r.m);
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('gives back what was backed up, keeps what it replaced, and refuses while a server holds the directory', async () => {
    const database = await openDatabase({ databaseUrl: '', dataDir: dir });
    try {
      await database.db.execute(sql`create table rc_mark (m text)`);
      await database.db.execute(sql`insert into rc_mark values ('before backup')`);
      const refused = await tool('backup', 'b.tar.gz');
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('Stop the server before a backup or a restore.');
      expect(refused.out).toContain(`process ${process.pid}`);
    } finally {
      await database.close();
    }
    const backup = await tool('backup', 'b.tar.gz');
    expect(backup.out).toContain(`to ${join(root, 'b.tar.gz')}`);

    const later = await openDatabase({ databaseUrl: '', dataDir: dir });
    await later.db.execute(sql`insert into rc_mark values ('after backup')`);
    await later.close();
    expect(await marks()).toEqual(['after backup', 'before backup']);

    const restore = await tool('restore', 'b.tar.gz');
    expect(restore.code).toBe(0);
    expect(await marks()).toEqual(['before backup']);
    const kept = readdirSync(root).filter((n) => n.startsWith('db.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(existsSync(join(root, kept[0] ?? '', '.rc-complete'))).toBe(true);
  }, 120_000);
});
