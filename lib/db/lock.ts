import "server-only";
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the embedded database's lock file, so that a second process fails with a clear
 * message instead of opening the same files (PGlite has no lock of its own).
 * A lock left by a process that is gone is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, "coss.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      const release = () => {
        process.off("exit", release);
        const holder = fs.existsSync(lockFile) ? fs.readFileSync(lockFile, "utf8") : null;
        if (holder === String(process.pid)) fs.rmSync(lockFile);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockFile, "utf8"));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${path.resolve(dir)} is in use by another process (pid ${holder}). ` +
            `Stop that process, or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${path.resolve(dir)}.`);
}
