import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { DRIVERS, sharedTestApp } from '../../test/harness';

/** Errors and warnings of Spectral's OpenAPI rules (`spectral:oas`, what `spectral lint` applies by default). */
async function lint(doc: unknown): Promise<string[]> {
  const spectral = new Spectral();
  // The package's own typing of its ruleset is narrower than the setter's: the cast only widens the type.
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const results = await spectral.run(new Document(JSON.stringify(doc), Parsers.Json, 'openapi.json'));
  return results
    .filter((r) => r.severity <= 1)
    .map((r) => `${r.severity === 0 ? 'error' : 'warning'} ${r.code} at ${r.path.join('.')}: ${r.message}`);
}

// The document does not depend on the database: one driver is enough.
describe('the OpenAPI document under spectral:oas', () => {
  it('has no errors and no warnings: tags, servers, contact, a description for every call', async () => {
    const { app } = await sharedTestApp(DRIVERS[0]);
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    expect(await lint(doc)).toEqual([]);
    // The rules do run: the same document without its contact and one description is reported.
    const op = doc.paths['/api/v1/get-cart-count'].get;
    const broken = { ...doc, info: { ...doc.info, contact: undefined } };
    broken.paths = { ...doc.paths, '/api/v1/get-cart-count': { get: { ...op, description: '' } } };
    expect(await lint(broken)).toEqual([
      expect.stringMatching(/^warning info-contact/),
      expect.stringMatching(/^warning operation-description at paths\.\/api\/v1\/get-cart-count\.get/),
    ]);
  });
});
