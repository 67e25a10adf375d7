import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, logOptions } from '../../src/app';
import { redactUrl, REDACTED } from '../../src/http/request-log';
import { AUTH, sharedTestApp } from '../harness';
import { APPLICANT_START } from '../shop';

// Finding: Fastify logged req.url whole, so every request log line carried enrollment ids
// (?enrollment_id=..., /change-filter-info/<id>, /direct-continue/<id>/<tab>) and member store
// tokens (/member-benefit-store/<token>/...): anyone reading logs could open those enrollments.
describe('request logs: no enrollment ids, tokens or codes', () => {
  it('the production logger writes the request without the id in query or path', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _e, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const shared = await sharedTestApp('pglite');
    // The logger options main.ts uses (through buildApp), at info level like a deployment.
    const app = await buildApp({ db: shared.db, config: shared.config, logger: logOptions('info', stream) });
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/add-filter-for-new-user',
        headers: AUTH,
        payload: APPLICANT_START,
      });
      const id: string = created.json().data.temp_enrollment_id;
      expect(id).toMatch(/^[\w-]{16,}$/);
      const token = 'mbs_Ze4Rt9Yp2Lm6Nq8Ks1Xw3Vc5';
      const code = 'DEMO-2468';
      const requests = [
        { url: `/api/v1/get-plan-cart?enrollment_id=${id}` },
        { url: `/api/v1/get-enrollment-temp-info?column=primary_info&enrollment_id=${id}` },
        { url: `/api/v1/get-cart-count?temp_enrollment_id=${id}&tempId=${id}&id=${id}` },
        { method: 'PUT' as const, url: `/api/v1/change-filter-info/${id}`, payload: { tier: 'IS' } },
        { url: `/api/v1/direct-continue/${id}` },
        { url: `/direct-continue/${id}/contact_info` },
        { url: `/summit-benefits/direct-continue/${id}/contact_info` },
        { url: `/member-benefit-store/${token}/IO` },
        { url: `/member-sign-in/${token}` },
        { url: `/continue-enrollment?code=${code}&token=${token}` },
      ];
      for (const r of requests) await app.inject({ ...r, headers: AUTH });
      const all = lines.join('');
      // Each request was logged (with its method and the shape of its path)...
      expect(all).toContain(`"url":"/api/v1/change-filter-info/${REDACTED}"`);
      expect(all).toContain(`"url":"/direct-continue/${REDACTED}/contact_info"`);
      expect(all).toContain(`"url":"/api/v1/get-plan-cart?enrollment_id=${REDACTED}"`);
      expect(all).toContain(`"url":"/member-benefit-store/${REDACTED}/IO"`);
      // ...and nowhere with the id, the token or the code.
      expect(all).not.toContain(id);
      expect(all).not.toContain(token);
      expect(all).not.toContain(code);
    } finally {
      await app.close();
    }
  });

  it('redactUrl keeps the shape, hides the values', () => {
    expect(redactUrl('/api/v1/get-plan-cart?enrollment_id=abc&page=2')).toBe(
      `/api/v1/get-plan-cart?enrollment_id=${REDACTED}&page=${REDACTED}`,
    );
    expect(redactUrl('/api/v1/get-plan-detail/1001')).toBe('/api/v1/get-plan-detail/1001');
    expect(redactUrl('/northwind-employees/plans')).toBe('/northwind-employees/plans');
    expect(redactUrl('/assets/main.3f9a1c2b7d.js')).toBe('/assets/main.3f9a1c2b7d.js');
    expect(redactUrl('/direct-continue/x/review')).toBe(`/direct-continue/${REDACTED}/review`);
    // Anything shaped like a generated id or token, wherever it is.
    expect(redactUrl('/somewhere/Zq3kV9xY2mLp8Rt4Ws1N')).toBe(`/somewhere/${REDACTED}`);
    expect(redactUrl('/health?')).toBe('/health?');
  });
});
