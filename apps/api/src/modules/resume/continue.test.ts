import { expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { DEMO_CONTINUE } from '../../seed/demo-world';
import { hashCode, normalizeCode } from '../../kernel/crypto/code-hash';

describeEachDriver('continue-enrollment', (ctx) => {
  const attempt = (code: string, email: string, ip = '10.0.0.1') =>
    ctx().call({
      method: 'POST',
      url: api('continue-enrollment'),
      payload: { code, email },
      remoteAddress: ip,
    });

  it('resumes the demo enrollment (code case, spaces and hyphens ignored)', async () => {
    const { status, body } = await attempt(' demo 2468 ', 'CASEY.MORGAN@example.com');
    expect(status).toBe(200);
    expect(body.data.result).toMatchObject({
      saved_tab: 'contact_info',
      eprocess: 'applicant',
      others: { group_id: 77, platform_group_id: 101, agent_id: 10109, open_type: 'user', type: 'new-user' },
    });
    expect(body.data.result.enrollment_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('stores only a peppered hash of the code', async () => {
    const rows = await ctx().db.query<{ code_hash: string }>('SELECT code_hash FROM continue_codes');
    expect(rows.some((r) => r.code_hash.includes(normalizeCode(DEMO_CONTINUE.code)))).toBe(false);
    expect(rows.map((r) => r.code_hash)).toContain(hashCode(DEMO_CONTINUE.code, ctx().config.codePepper));
    expect(hashCode('DEMO-2468', 'other-pepper')).not.toBe(hashCode('DEMO-2468', ctx().config.codePepper));
  });

  it('answers an unknown e-mail and a wrong code alike, beside the code', async () => {
    const email = await attempt('DEMO-2468', 'nobody@example.com', '10.0.0.2');
    expect(email.status).toBe(422);
    const code = await attempt('WRONG-0000', DEMO_CONTINUE.email, '10.0.0.2');
    expect(code.body).toEqual(email.body);
    expect(code.body.data).toEqual([
      {
        target_element: 'code',
        error_message: 'This code is not valid. Please check the code in your e-mail.',
      },
    ]);
    const invalid = await ctx().call({
      method: 'POST',
      url: api('continue-enrollment'),
      payload: { code: '', email: 'not-an-email' },
    });
    expect(invalid.body.data).toEqual([
      { target_element: 'code', error_message: 'Please enter your code' },
      { target_element: 'email', error_message: 'Please enter a valid e-mail' },
    ]);
  });

  it('refuses expired codes', async () => {
    const [{ enrollment_id }] = await ctx().db.query<{ enrollment_id: string }>(
      'SELECT enrollment_id FROM continue_codes LIMIT 1',
    );
    await ctx().db.query(
      `INSERT INTO continue_codes (enrollment_id, email, code_hash, expires_at) VALUES ($1, 'late@example.com', $2, now() - interval '1 minute')`,
      [enrollment_id, hashCode('OLD-1111', ctx().config.codePepper)],
    );
    const r = await attempt('OLD-1111', 'late@example.com', '10.0.0.3');
    expect(r.body.data[0]).toMatchObject({ target_element: 'code' });
    expect(r.body.data[0].error_message).toMatch(/expired/);
  });

  it('locks a client after 5 failures for an e-mail in 15 minutes, even for the right code; not the person', async () => {
    const email = 'Casey.Morgan@example.com';
    for (let i = 0; i < 5; i++)
      expect((await attempt(`BAD-${i}`, email, '10.1.0.1')).body.data[0].target_element).toBe('code');
    const locked = await attempt(DEMO_CONTINUE.code, email, '10.1.0.1');
    expect(locked.status).toBe(429);
    expect(locked.body.data[0]).toEqual({
      target_element: 'code',
      error_message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    // Another client (the person) is not locked by these failures.
    expect((await attempt(DEMO_CONTINUE.code, email, '10.1.0.99')).status).toBe(200);
    // Failures older than the window no longer count.
    await ctx().db.query(`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE $1`, [
      `continue-code:client:10.1.0.1:%`,
    ]);
    expect((await attempt(DEMO_CONTINUE.code, email, '10.1.0.1')).status).toBe(200);
  });
});
