import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../../config';
import { createDb, migrate } from '../../db';
import { loadRoutingDirectory, parseFedAch } from './routing-directory';

/**
 * `npm run routing:load -- <file>`: loads a FedACH directory file (fixed-width, Federal Reserve
 * format; see routing-directory.ts) into routing_directory, on DATABASE_URL or PGLITE_DIR like
 * the API. Lines with a bad checksum or no name are reported and skipped.
 */
async function main() {
  const arg = process.argv[2];
  if (!arg) {
    console.error('usage: npm run routing:load -- <FedACH directory file>');
    process.exit(2);
  }
  // npm runs the script in apps/api; a relative path is meant from where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const { entries, rejected } = parseFedAch(readFileSync(file, 'utf8'));
  const db = await createDb(loadConfig());
  try {
    await migrate(db);
    const n = await db.transaction((tx) => loadRoutingDirectory(tx, entries));
    console.log(`loaded ${n} routing numbers from ${file}`);
    if (rejected.length) console.warn(`skipped lines ${rejected.join(', ')} (bad checksum or no name)`);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
