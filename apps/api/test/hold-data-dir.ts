// Test helper process: takes the lock of a PGlite data directory (argv[2]) the way the API does,
// says "held <pid>" or "refused <message>", and keeps it until its stdin closes or it is killed.
import { acquireDataDirLock } from '../src/db/data-dir-lock';

try {
  const lock = acquireDataDirLock(process.argv[2]!);
  console.log(`held ${process.pid}`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    lock.release();
    process.exit(0);
  });
} catch (err) {
  console.log(`refused ${(err as Error).message.replace(/\n/g, ' ')}`);
  process.exit(3);
}
