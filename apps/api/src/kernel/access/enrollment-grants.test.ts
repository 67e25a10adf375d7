import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { BASE_PROFILE, dobForAge } from '../../../test/shop';
import { knownGrant } from './enrollment-grants';
import { ENROLLMENT_KEY_COOKIE, hashKey } from './enrollment-key';

/**
 * Grants by enrollment key remembered in the process (ADR 0032): a remembered grant answers
 * without an owner read, and every change that can end one ends it at once on this instance
 * (test/two-instances.test.ts: on another instance too).
 */
describeEachDriver('remembered enrollment-key grants', (ctx) => {
  /** A browser of its own, whose key the test knows. */
  const browser = (c: TestCtx) => {
    const key = randomBytes(32).toString('base64url');
    const call = (o: Parameters<TestCtx['call']>[0]) =>
      c.call({ ...o, stranger: true, headers: { cookie: `${ENROLLMENT_KEY_COOKIE}=${key}` } });
    return { key, hash: hashKey(key), call };
  };
  const start = async (b: ReturnType<typeof browser>) => {
    const r = await b.call({
      method: 'POST',
      url: api('add-filter-for-new-user'),
      payload: { ...BASE_PROFILE, dob: dobForAge(40) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.temp_enrollment_id as string;
  };
  const readsCart = async (b: ReturnType<typeof browser>, id: string) =>
    (await b.call({ url: api(`get-plan-cart?enrollment_id=${id}`) })).status === 200;

  it('a read remembers the grant; deleting the key (revocation) refuses the very next read', async () => {
    const b = browser(ctx());
    const id = await start(b);
    expect(await readsCart(b, id)).toBe(true);
    expect(await knownGrant(ctx().db, id, b.hash)).toBe(true);
    // What revokeInvitationLinks and retention do to a browser's hold.
    await ctx().db.query('DELETE FROM enrollment_keys WHERE enrollment_id = $1', [id]);
    expect(await knownGrant(ctx().db, id, b.hash)).toBe(false);
    expect(await readsCart(b, id)).toBe(false);
  });

  it('a rebind to another browser refuses the old one at once and admits the new one', async () => {
    const old = browser(ctx());
    const id = await start(old);
    expect(await readsCart(old, id)).toBe(true);
    const next = browser(ctx());
    expect(await readsCart(next, id)).toBe(false);
    // A new invitation: every hold ends, then the browser that proved itself is bound.
    await ctx().db.query('DELETE FROM enrollment_keys WHERE enrollment_id = $1', [id]);
    await ctx().db.query('INSERT INTO enrollment_keys (enrollment_id, key_hash) VALUES ($1, $2)', [
      id,
      next.hash,
    ]);
    expect(await readsCart(old, id)).toBe(false);
    expect(await readsCart(next, id)).toBe(true);
  });

  it('completion ends the remembered grant (the receipt hour is then decided by the database)', async () => {
    const b = browser(ctx());
    const id = await start(b);
    expect(await readsCart(b, id)).toBe(true);
    await ctx().db.query(
      `UPDATE enrollments SET completed_at = now() - interval '2 hours' WHERE enrollment_id = $1`,
      [id],
    );
    expect(await knownGrant(ctx().db, id, b.hash)).toBe(false);
    expect(await readsCart(b, id)).toBe(false);
  });

  it('an enrollment made a member’s ends the remembered grant', async () => {
    const b = browser(ctx());
    const id = await start(b);
    expect(await readsCart(b, id)).toBe(true);
    await ctx().db.query('UPDATE enrollments SET user_id = 5001 WHERE enrollment_id = $1', [id]);
    expect(await readsCart(b, id)).toBe(false);
  });

  it('a refusal is never remembered: a key bound later is admitted on its next read', async () => {
    const owner = browser(ctx());
    const id = await start(owner);
    const later = browser(ctx());
    expect(await readsCart(later, id)).toBe(false);
    await ctx().db.query('INSERT INTO enrollment_keys (enrollment_id, key_hash) VALUES ($1, $2)', [
      id,
      later.hash,
    ]);
    expect(await readsCart(later, id)).toBe(true);
  });
});
