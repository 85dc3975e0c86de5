import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

// PGlite takes no lock of its own: a second process opening the same data directory does not
// fail, it corrupts the database. Each open directory gets a sibling `<dir>.lock` holding the pid.
const globalForLocks = globalThis as unknown as { leadsDataDirLocks?: Set<string> };
const heldLocks = (globalForLocks.leadsDataDirLocks ??= new Set());

export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  if (heldLocks.has(lockPath)) {
    throw new Error(`The leads database at ${dataDir} is already open in this process.`);
  }
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let descriptor: number;
    try {
      descriptor = openSync(lockPath, 'wx');
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      // Our own pid in a lock we do not hold was left by an earlier run that reused the pid.
      if (owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The leads database at ${dataDir} is open in process ${owner}. Stop that process, or read a copy of the directory (tests/support/embedded-leads.ts).`,
        );
      }
      rmSync(lockPath, { force: true });
      continue;
    }
    writeSync(descriptor, String(process.pid));
    closeSync(descriptor);
    heldLocks.add(lockPath);
    const release = () => {
      if (heldLocks.delete(lockPath)) rmSync(lockPath, { force: true });
    };
    process.once('exit', release);
    return () => {
      process.off('exit', release);
      release();
    };
  }
  throw new Error(`Could not lock the leads database at ${dataDir}: remove ${lockPath}.`);
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
