import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DRIVERS } from '../../test/harness';
import type { Db } from './types';

for (const driver of DRIVERS) {
  describe(`prepared statements [${driver}]`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await createTestDb(driver));
    });
    afterAll(async () => drop());

    it('answers what a plain query answers, with array parameters and every type the reads use', async () => {
      const sql = `SELECT x, n, $2::int + 1 AS next, '{"a":[1]}'::jsonb AS j, ARRAY['p', 'q'] AS arr, true AS b
        FROM unnest($1::text[]) WITH ORDINALITY AS t(x, n) ORDER BY n`;
      const params = [['a"b', 'c\\d', null, 'e,f', '{g}'], 41];
      const plain = await db.query(sql, params);
      expect(await db.queryPrepared!('test_prepared', sql, params)).toEqual(plain);
      expect(await db.queryPrepared!('test_prepared', sql, params)).toEqual(plain); // reused
      expect(plain.map((r) => r.x)).toEqual(['a"b', 'c\\d', null, 'e,f', '{g}']);
    });

    it('reports errors and keeps working afterwards', async () => {
      await expect(db.queryPrepared!('test_broken', 'SELECT 1 / $1::int AS x', [0])).rejects.toThrow(
        /division/,
      );
      expect(await db.queryPrepared!('test_broken', 'SELECT 1 / $1::int AS x', [1])).toEqual([{ x: 1 }]);
      expect(await db.query('SELECT 2 AS y')).toEqual([{ y: 2 }]);
    });
  });
}
