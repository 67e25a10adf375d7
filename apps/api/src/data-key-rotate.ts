import { ConfigError, loadConfig } from './config';
import { createDb } from './db';
import { DataDirInUseError } from './db/data-dir-lock';
import { keyIdOf } from './kernel/crypto/data-key';
import { rotateDataKey, rowsWithStaleSeals } from './kernel/crypto/data-key-rotation';

/**
 * `npm run data-key:rotate` (in the image: `node apps/api/dist/data-key-rotate.js`): re-seals every
 * sealed value under DATA_KEY, opening old ones with DATA_KEYS_PREVIOUS, on DATABASE_URL or
 * PGLITE_DIR like the API. Safe to run again; prints what it re-sealed. `--batch=N` rows per
 * transaction (default 500).
 */
async function main() {
  const config = loadConfig();
  const batch = process.argv.find((a) => a.startsWith('--batch='));
  const batchSize = batch ? Number(batch.slice('--batch='.length)) : 500;
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new Error('--batch=N needs a positive whole number');
  const keys = config.dataKey;
  console.log(
    `re-sealing under data key ${keyIdOf(keys.current)} (DATA_KEY); older keys accepted for reading: ${
      keys.previous.map(keyIdOf).join(', ') || 'none (DATA_KEYS_PREVIOUS is empty)'
    }`,
  );
  const db = await createDb(config);
  try {
    const counts = await rotateDataKey(db, keys, {
      batchSize,
      onColumn: (c) =>
        console.log(`  ${c.table}.${c.column}: ${c.values} values in ${c.rows} rows re-sealed`),
    });
    const total = counts.reduce((n, c) => n + c.values, 0);
    const left = await rowsWithStaleSeals(db, keys);
    console.log(`re-sealed ${total} values; rows still sealed under another key: ${left}`);
    if (left) {
      console.log('(written meanwhile by an instance still sealing with an old key: run the command again)');
      process.exitCode = 1;
    } else if (keys.previous.length) {
      console.log(
        'every value is under DATA_KEY: DATA_KEYS_PREVIOUS can be removed once every instance runs with this DATA_KEY',
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  // A held PGlite directory or an unsafe setting says what to do; anything else is a failure.
  if (err instanceof DataDirInUseError || err instanceof ConfigError) console.error(err.message);
  else console.error('data-key:rotate failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
