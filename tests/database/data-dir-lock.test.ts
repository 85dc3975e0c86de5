import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '@/lib/database/data-dir-lock';

let workDir: string;
let dataDir: string;
let holder: ChildProcess | undefined;

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'leads-lock-'));
  dataDir = path.join(workDir, 'leads');
});

afterEach(async () => {
  holder?.kill('SIGKILL');
  holder = undefined;
  await rm(workDir, { recursive: true, force: true });
});

// Another process (Node strips the types of the .ts module) takes the lock and keeps running.
async function lockInAnotherProcess(): Promise<ChildProcess> {
  const modulePath = path.resolve('lib/database/data-dir-lock.ts');
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(modulePath)});
       lockDataDir(${JSON.stringify(dataDir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [output] = await once(child.stdout ?? child, 'data');
  expect(String(output)).toContain('locked');
  return child;
}

describe('the data directory lock', () => {
  it('refuses a directory another live process holds, and takes it over once that process dies', async () => {
    holder = await lockInAnotherProcess();
    expect(() => lockDataDir(dataDir)).toThrow(`open in process ${holder.pid}`);

    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const unlock = lockDataDir(dataDir);
    unlock();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a second lock in the same process until the first is released', () => {
    const unlock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/already open in this process/);
    unlock();
    lockDataDir(dataDir)();
  });

  it('takes over a lock left with this process id by an earlier run', async () => {
    await writeFile(`${dataDir}.lock`, String(process.pid));
    const unlock = lockDataDir(dataDir);
    unlock();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
