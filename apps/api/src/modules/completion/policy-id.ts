import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread on paper or the phone (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A policy id, BS-XXXX-XXXX: 40 random bits, made once per completed enrollment. */
export const newPolicyId = () => `BS-${part()}-${part()}`;
