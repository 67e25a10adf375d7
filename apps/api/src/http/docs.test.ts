import { expect, it } from 'vitest';
import { describeEachDriver } from '../../test/harness';

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown> & { description?: string }>>;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading a generated JSON document
const at = (v: any, ...keys: string[]) => keys.reduce((o, k) => o?.[k], v);
const bodyOf = (doc: Doc, path: string, method = 'post') =>
  at(doc.paths[`/api/v1/${path}`][method], 'requestBody', 'content', 'application/json', 'schema');

describeEachDriver('the OpenAPI document', (ctx) => {
  it('says the rules the server enforces (issue 12)', async () => {
    const doc: Doc = (await ctx().app.inject({ url: '/api/docs/json' })).json();
    const change = bodyOf(doc, 'change-filter-info/{enrollment_id}', 'put').properties;
    expect(change.gender).toMatchObject({ enum: [0, 1, 2] });
    expect(change.is_smoker).toMatchObject({ enum: [0, 1] });
    expect(change.plan_id).toMatchObject({ type: 'integer', maximum: 2147483647 });
    // Whose enrollment it is is fixed at creation (ADR 0013): the body names quote basics only.
    expect(Object.keys(change).sort()).toEqual(
      ['annual_incode', 'dob', 'gender', 'is_smoker', 'plan_id', 'tier', 'working_hours', 'zip'].sort(),
    );
    expect(bodyOf(doc, 'change-filter-info/{enrollment_id}', 'put').additionalProperties).toBe(false);
    // The mailed link's token is its own, not an enrollment id.
    expect(doc.paths['/api/v1/direct-continue/{token}'].get.parameters).toEqual([
      expect.objectContaining({
        in: 'path',
        name: 'token',
        schema: expect.objectContaining({ pattern: '^[A-Za-z0-9_-]{43}$' }),
      }),
    ]);
    // Any day of a month: coverage under a life event starts on its own day (a birth date, ADR 0034).
    expect(bodyOf(doc, 'cart-checkout').properties.effective_date.pattern).toBe(
      '^(0[1-9]|1[0-2])\\/(0[1-9]|[12]\\d|3[01])\\/\\d{4}$',
    );
    // The quote needs a name: one branch per kind of tab.
    const save = bodyOf(doc, 'save-enrollment');
    expect(save.oneOf).toEqual([
      expect.objectContaining({ required: ['name'] }),
      expect.objectContaining({ properties: { tab: expect.objectContaining({ enum: expect.any(Array) }) } }),
    ]);
    // Selects of the wizard say their number and text forms instead of nothing.
    const personal = bodyOf(doc, 'save-personal-info').properties;
    expect(personal.marital_status.anyOf).toEqual([
      { type: 'integer', enum: [0, 1, 2, 3] },
      { type: 'string', enum: ['0', '1', '2', '3'] },
    ]);
    expect(personal.height_inch).toEqual({
      anyOf: [
        { type: 'string', pattern: '^(|\\d|1[01])$' },
        { type: 'integer', minimum: 0, maximum: 11 },
      ],
    });
    // Cross-field rules are in the description.
    expect(doc.paths['/api/v1/get-group-agent-member-info'].get.description).toMatch(
      /enrollment_id.*or.*group_id/,
    );
    expect(doc.paths['/api/v1/save-personal-info'].post.description).toMatch(/prior_coverage_flag/);
  });

  it('links a new enrollment id to every call that takes one', async () => {
    const doc: Doc = (await ctx().app.inject({ url: '/api/docs/json' })).json();
    const links = at(doc.paths['/api/v1/add-filter-for-new-user'].post, 'responses', '200', 'links');
    expect(links['change-filter-info']).toMatchObject({
      operationId: 'change-filter-info',
      parameters: { 'path.enrollment_id': '$response.body#/data/temp_enrollment_id' },
    });
    expect(links['get-plan-cart'].parameters).toEqual({
      'query.enrollment_id': '$response.body#/data/temp_enrollment_id',
    });
    expect(links['add-plan-to-cart'].requestBody).toEqual({
      enrollment_id: '$response.body#/data/temp_enrollment_id',
    });
    expect(Object.keys(links).length).toBeGreaterThan(40);
  });
});
