import { SSN_MASK_RE } from '@bs/contract';
import { invalid } from '../../http/errors';
import { openJson, sealJson, type DataKey } from '../crypto/data-key';

/**
 * SSNs at rest: sealed with the data key like health answers (AES-256-GCM), only ever answered
 * masked (*****1234). A form sends the mask back unchanged to keep the stored number.
 */
export const sealSsn = (digits: string, key: DataKey) => sealJson(digits, key);
export const openSsn = (sealed: string, key: DataKey) => openJson<string>(sealed, key);
export const maskSsn = (digits: string) => `*****${digits.slice(-4)}`;
export const maskSealedSsn = (sealed: string | null | undefined, key: DataKey) =>
  sealed ? maskSsn(openSsn(sealed, key)) : '';

/**
 * Rule (SSA): no SSN has area 000, 666 or 900-999, group 00 or serial 0000; 123-45-6789 and
 * 078-05-1120 (a number printed on sample cards) were never issued to anyone.
 */
export function isPlausibleSsn(d: string): boolean {
  if (!/^\d{9}$/.test(d)) return false;
  const area = d.slice(0, 3);
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (d.slice(3, 5) === '00' || d.slice(5) === '0000') return false;
  return d !== '078051120' && d !== '123456789';
}

/**
 * The sealed SSN to store for a submitted value: new digits are checked and sealed; the mask
 * keeps `stored` when its last four digits match (else the full number is asked for); empty
 * keeps nothing.
 */
export function resolveSsn(
  submitted: string | undefined,
  stored: string | null | undefined,
  key: DataKey,
  target: string,
): string | null {
  if (!submitted) return null;
  if (SSN_MASK_RE.test(submitted)) {
    if (stored && maskSealedSsn(stored, key) === submitted) return stored;
    throw invalid(target, 'Please enter the full 9-digit SSN.');
  }
  if (!isPlausibleSsn(submitted)) throw invalid(target, 'Please enter a valid SSN.');
  return sealSsn(submitted, key);
}
