import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the address once it listens; rejects when it exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
}

/**
 * The real server as a child process (`node --import tsx src/main.ts`, or any
 * command), for tests of what only a process shows: signals, start-up faults, a
 * data directory shared by two processes. Listens on a free loopback port.
 */
export function startServerProcess(
  env: Record<string, string>,
  command: { cmd: string; args: string[]; cwd?: string } = {
    cmd: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
  },
): ServerProcess {
  const child = spawn(command.cmd, command.args, {
    cwd: command.cwd ?? serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      RC_WEB_DIST: '/nonexistent',
      RC_LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  // The caller may never wait for it (a process killed on purpose).
  listening.catch(() => undefined);
  return { child, output: () => out, listening, exited };
}
