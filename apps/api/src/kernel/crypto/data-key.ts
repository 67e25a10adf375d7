import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { DataKeys } from '../../config';

/**
 * Sensitive values at rest (SSNs, health answers, card and bank numbers): AES-256-GCM with a key
 * derived as SHA-256(secret). Stored as `v2.<key id>.<iv>.<tag>.<ciphertext>` (base64url); the key
 * id is a fingerprint of the secret (not the secret), so a value names the key that opens it and a
 * rotation (`npm run data-key:rotate`) can find every value not yet under the current key.
 * Values from before key ids, `v1.<iv>.<tag>.<ciphertext>`, still open: they are tried against
 * each configured key (the GCM tag tells which one sealed them) and re-sealed by the rotation.
 * A wrong key or a changed byte fails to open.
 */
export type DataKey = string | DataKeys;

const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** The key id of a secret: 8 base64url characters of a hash kept apart from the key's own. */
export const keyIdOf = (secret: string) =>
  createHash('sha256').update(`benefit-store data key id\0${secret}`, 'utf8').digest('base64url').slice(0, 8);

const keysOf = (key: DataKey): DataKeys => (typeof key === 'string' ? { current: key, previous: [] } : key);

/** The shape of a sealed value (either version), for finding them in the database. */
export const SEALED = /^v(?:1|2\.[A-Za-z0-9_-]{8})\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*$/;

export function sealJson(value: unknown, key: DataKey): string {
  const secret = keysOf(key).current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v2', keyIdOf(secret), iv, cipher.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

const open = (secret: string, iv: string, tag: string, ct: string): string => {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
};

export class UnknownDataKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      keyId === 'v1'
        ? 'a sealed value (from before key ids) opens with none of the configured data keys'
        : `a sealed value names data key ${keyId}, which is neither DATA_KEY nor in DATA_KEYS_PREVIOUS`,
    );
    this.name = 'UnknownDataKeyError';
  }
}

export function openJson<T = unknown>(sealed: string, key: DataKey): T {
  const { current, previous } = keysOf(key);
  const parts = sealed.split('.');
  if (parts[0] === 'v2' && parts.length === 5) {
    const [, kid, iv, tag, ct] = parts as [string, string, string, string, string];
    const secret = [current, ...previous].find((s) => keyIdOf(s) === kid);
    if (secret === undefined) throw new UnknownDataKeyError(kid);
    return JSON.parse(open(secret, iv, tag, ct)) as T;
  }
  if (parts[0] === 'v1' && parts.length === 4) {
    const [, iv, tag, ct] = parts as [string, string, string, string];
    for (const secret of [current, ...previous]) {
      let text: string;
      try {
        text = open(secret, iv, tag, ct);
      } catch {
        continue; // sealed under another key (or altered): try the next
      }
      return JSON.parse(text) as T;
    }
    throw new UnknownDataKeyError('v1');
  }
  throw new Error('not a sealed value');
}

/** Whether a sealed value is already under the current key (nothing for a rotation to do). */
export const isUnderCurrentKey = (sealed: string, key: DataKey) =>
  sealed.startsWith(`v2.${keyIdOf(keysOf(key).current)}.`);
