import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process.js';
import { lockDataDir, startTimeOf } from './data-dir-lock.js';
import { describeFault } from './embedded.js';

// Decision 032: the embedded database is safe to stop at any moment.
const root = mkdtempSync(join(tmpdir(), 'rc-embedded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function ready(server: ServerProcess): Promise<number> {
  const base = await server.listening;
  const res = await fetch(`${base}/readyz`);
  return res.status;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null) server.child.kill(signal);
  await server.exited;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('an embedded data directory', () => {
  it('comes up and answers after its first start is killed at several moments', async () => {
    const dir = join(root, 'interrupted');
    // Before the database exists, while it is created, while it is seeded.
    for (const [ms, signal] of [
      [800, 'SIGKILL'],
      [2500, 'SIGTERM'],
      [4500, 'SIGKILL'],
      [6500, 'SIGINT'],
    ] as const) {
      const first = startServerProcess({ RC_DATA_DIR: dir });
      await Promise.race([sleep(ms), first.exited]);
      await stop(first, signal);
      // Nothing half-made is in place: the directory is absent or complete.
      if (existsSync(dir)) expect(readdirSync(dir)).toContain('.rc-complete');
    }
    const next = startServerProcess({ RC_DATA_DIR: dir });
    try {
      expect(await ready(next)).toBe(200);
      expect(readdirSync(root).filter((n) => n.startsWith('interrupted.init-'))).toEqual([]);
    } finally {
      await stop(next);
    }
  }, 120_000);

  it('refuses a second server process, naming the one that holds it, and is free again once that stops', async () => {
    const dir = join(root, 'shared');
    // Without the demo data: the lock is what is tested, and the seed was most of the first start.
    const first = startServerProcess({ RC_DATA_DIR: dir, RC_DEMO: '0' });
    try {
      expect(await ready(first)).toBe(200);
      const second = startServerProcess({ RC_DATA_DIR: dir, RC_DEMO: '0' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`in use by another server (process ${first.child.pid})`);
    } finally {
      await stop(first);
    }
    const again = startServerProcess({ RC_DATA_DIR: dir, RC_DEMO: '0' });
    try {
      expect(await ready(again)).toBe(200);
    } finally {
      await stop(again);
    }
  }, 120_000);

  it('takes over the lock of a process that is gone', () => {
    const dir = join(root, 'stale');
    // A PID far above pid_max: no such process.
    writeFileSync(`${dir}.lock`, '99999999\n');
    const release = lockDataDir(dir);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over a lock whose PID is now someone else: this very process after a container restart, or another program', () => {
    const dir = join(root, 'reused');
    // A killed server's lock naming the PID this process has now (a restarted container).
    writeFileSync(`${dir}.lock`, `${process.pid}\n`);
    lockDataDir(dir)();
    // A lock naming a live process (our parent) that started at another time than the lock says.
    expect(startTimeOf(process.ppid)).toBeDefined();
    writeFileSync(`${dir}.lock`, `${process.ppid}\n1\n`);
    lockDataDir(dir)();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    // Held here, it cannot be taken twice by this process.
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow('already open in this process');
    } finally {
      release();
    }
  });

  it('reports a directory that never completed in words, with what to do', async () => {
    const dir = join(root, 'broken');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dir, 'base'), { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    const server = startServerProcess({ RC_DATA_DIR: dir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('was never completed');
    expect(server.output()).toContain(`rm -rf '${dir}'`);
    expect(server.output()).not.toContain('RuntimeError');
  }, 120_000);

  // Mounting a read-only or a full disk needs root and a mount (done by hand, decision 032):
  // here the errors the disk gives are turned into words.
  it('reports a read-only, unwritable or full disk in words, with what to do', () => {
    const dir = join(root, 'faulty');
    const fault = (code: string) =>
      describeFault(dir, Object.assign(new Error(`${code}: raw`), { code }), 'cannot be written').message;
    expect(fault('EROFS')).toContain(`${dir} cannot be written: the disk is read-only`);
    expect(fault('EROFS')).toContain('set RC_DATA_DIR to a writable directory');
    expect(fault('EACCES')).toContain('not writable by this user');
    expect(fault('ENOSPC')).toContain('the disk is full');
    expect(fault('ENOSPC')).toContain('Free some space');
    expect(fault('ENOSPC')).not.toContain('raw');
  });
});
