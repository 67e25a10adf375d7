import { afterEach, describe, expect, it } from 'vitest';
import { expectIntegrity, integrityOf, resetIntegrity } from './integrity';
import bsFederationPlugin from './runtime-plugin';

const V1 = `${location.origin}/releases/cart_quote/v-one/mf-manifest.json`;
const ENTRY = `${location.origin}/releases/cart_quote/v-one/remoteEntry.js`;
const SRI = { 'mf-manifest.json': 'sha384-bWFuaWZlc3Q=', 'remoteEntry.js': 'sha384-ZW50cnk=' };

describe('release integrity (ADR 0028)', () => {
  afterEach(() => resetIntegrity());

  it("knows a release's files by URL beside the manifest, retry marker or not", () => {
    expectIntegrity(`${V1}?bs_retry=2`, SRI);
    expect(integrityOf(V1)).toBe(SRI['mf-manifest.json']);
    expect(integrityOf(`${ENTRY}?bs_retry=2`)).toBe(SRI['remoteEntry.js']);
    expect(integrityOf(`${location.origin}/remotes/cart-quote/remoteEntry.js`)).toBeUndefined();
  });

  it('ignores what is not an SRI hash', () => {
    expectIntegrity(V1, { 'mf-manifest.json': 'md5-abc', 'remoteEntry.js': 'sha384-ok"><script>' });
    expect(integrityOf(V1)).toBeUndefined();
    expect(integrityOf(ENTRY)).toBeUndefined();
  });

  it("gives the remote entry's script element the hash, and other scripts none", () => {
    expectIntegrity(V1, SRI);
    const plugin = bsFederationPlugin() as unknown as {
      createScript: (a: { url: string }) => { script?: HTMLScriptElement; timeout: number };
    };
    const { script } = plugin.createScript({ url: ENTRY });
    expect(script?.integrity).toBe(SRI['remoteEntry.js']);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(
      plugin.createScript({ url: `${location.origin}/remotes/x/remoteEntry.js` }).script,
    ).toBeUndefined();
  });
});
