import fs from 'node:fs';
import path from 'node:path';

/** Another live process holds the data folder. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * One process per PGlite data folder. The lock file holds the owner's pid; a lock left by a process
 * that no longer exists (a crash, kill -9) is taken over, a live one stops this process with a clear message.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && isProcessAlive(ownerPid)) {
        throw new DataDirInUseError(
          `The database folder ${dataDir} is in use by process ${ownerPid}. ` +
            'PGlite allows one process per DATA_DIR; stop that process or use DATABASE_URL for several instances.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isProcessAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
