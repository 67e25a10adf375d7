import { createMessage, encrypt, readKey, type Key } from 'openpgp';
import { sealJson, type DataKey } from '../../kernel/crypto/data-key';
import { invalid } from '../../http/errors';

export const UNREADABLE_KEY = 'This is not an OpenPGP public key that can be read.';
export const PRIVATE_KEY = "This is a private key: paste only the carrier's public key.";
export const CANNOT_ENCRYPT = 'This key cannot encrypt (expired, revoked or without an encryption key).';

/** The suffixes a drop file has: encrypted to the carrier, or sealed with the platform's data key. */
export const PGP_SUFFIX = '.pgp';
export const SEALED_SUFFIX = '.sealed';

/**
 * Reads the carrier's armored OpenPGP public key and checks that the nightly job can encrypt to
 * it now; the refusal names the form's field. A private key is refused even if it would work: the
 * platform must never hold the carrier's secret.
 */
export async function carrierKey(armored: string): Promise<Key> {
  let key: Key;
  try {
    key = await readKey({ armoredKey: armored });
  } catch {
    throw invalid('public_key', UNREADABLE_KEY);
  }
  if (key.isPrivate()) throw invalid('public_key', PRIVATE_KEY);
  try {
    await key.getEncryptionKey();
  } catch {
    throw invalid('public_key', CANNOT_ENCRYPT);
  }
  return key;
}

/**
 * What goes on disk for an 834 (ADR 0027): never the clear text. With the carrier's public key,
 * an OpenPGP message (binary, `.pgp`) only the carrier opens; without one, the file sealed with
 * the data key like the database copy (`.sealed`), which operators open with `npm run edi:open`.
 */
export async function sealForDrop(
  content: string,
  publicKey: string | null,
  dataKey: DataKey,
): Promise<{ suffix: string; data: string | Uint8Array }> {
  if (!publicKey) return { suffix: SEALED_SUFFIX, data: sealJson(content, dataKey) };
  const data = await encrypt({
    // Binary, not text: OpenPGP would rewrite line ends of a text message; the carrier gets our bytes.
    message: await createMessage({ binary: new TextEncoder().encode(content) }),
    encryptionKeys: await carrierKey(publicKey),
    format: 'binary',
  });
  return { suffix: PGP_SUFFIX, data };
}
