/**
 * Starts bench targets (lib/target.ts) in child processes, so each has an event
 * loop to itself and does not share it with the load generator in this process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TargetReady } from './target.js';

export interface Target {
  ready: TargetReady;
  stop(): Promise<void>;
  /** Sends a message to the target and waits for its answer (profile-api.ts, the CPU figure of load.ts). */
  ask?: (message: string) => Promise<unknown>;
}

/** Starts lib/target.ts in a child process and waits for it to listen. */
export function startTarget(
  kind: 'hello' | 'pgrow' | 'app',
  postgresUrl = '',
  extraEnv: Record<string, string> = {},
): Promise<Target> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./target.ts', import.meta.url)), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_TARGET_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/tprof'] : []),
    ],
    env: { ...process.env, BENCH_TARGET: kind, BENCH_POSTGRES_URL: postgresUrl, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.connected) child.send('close');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'ready' in message) {
        const ask = (question: string) =>
          new Promise<unknown>((done) => {
            const onMessage = (m: unknown) => {
              if (typeof m !== 'object' || m === null || !('answer' in m) || m.answer !== question) return;
              child.off('message', onMessage);
              done('value' in m ? m.value : undefined);
            };
            child.on('message', onMessage);
            child.send(question);
          });
        resolve({ ready: message.ready as TargetReady, stop, ask });
      } else {
        reject(new Error(`target ${kind} failed to start: ${JSON.stringify(message)}`));
      }
    });
    child.once('exit', (code) => reject(new Error(`target ${kind} exited with ${String(code)}`)));
  });
}
