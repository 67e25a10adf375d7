import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { openJson, UnknownDataKeyError } from './kernel/crypto/data-key';

/**
 * `npm run edi:open -- <drop file> > file.edi` (in the image: `node apps/api/dist/edi-open.js`):
 * prints a sealed drop file (`.edi.sealed`, ADR 0027) in clear, opened with DATA_KEY or one of
 * DATA_KEYS_PREVIOUS, for an operator who must hand a file over by hand. Write it where only you
 * can read it and delete it after. A `.pgp` file is for the carrier: only their private key opens it.
 */
function main() {
  const path = process.argv[2];
  if (!path || path.startsWith('-'))
    throw new Error('usage: npm run edi:open -- <drop file>.edi.sealed > out.edi');
  if (path.endsWith('.pgp'))
    throw new Error(
      `${path} is encrypted to the carrier's OpenPGP key: only the carrier's private key opens it`,
    );
  const config = loadConfig();
  process.stdout.write(openJson<string>(readFileSync(path, 'utf8').trim(), config.dataKey));
}

try {
  main();
} catch (err) {
  if (err instanceof UnknownDataKeyError)
    console.error(`${err.message} (a key rotated away: put the old key in DATA_KEYS_PREVIOUS)`);
  else console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
