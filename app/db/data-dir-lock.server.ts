import fs from 'node:fs';
import path from 'node:path';

/** Another live process holds the data folder. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** The lock files this process holds: one naming our pid that is not among them was left by a crash. */
const heldLocks = new Set<string>();

/**
 * One process per PGlite data folder. The lock file holds the owner's pid; a lock left by a process
 * that no longer exists (a crash, kill -9) is taken over, a live one stops this process with a clear message.
 * Our own pid counts as live only for a lock we hold: a container restarts node as pid 1, the pid it crashed with.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'pglite.lock');
  if (heldLocks.has(lockPath)) throw inUse(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldLocks.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldLocks.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
        throw inUse(dataDir, ownerPid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function inUse(dataDir: string, ownerPid: number): DataDirInUseError {
  return new DataDirInUseError(
    `The database folder ${dataDir} is in use by process ${ownerPid}. ` +
      'PGlite allows one process per DATA_DIR; stop that process or use DATABASE_URL for several instances.',
  );
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
