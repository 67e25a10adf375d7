#!/usr/bin/env node
// How long an 834 takes to build for a large group (issue 21, ADR 0022): seeds BENCH_MEMBERS
// members of group 77 with BrightSmile dental coverage and a spouse each (SSNs sealed like real
// rows), then times a full file, a changes-only file after 1% of the members moved, and the
// parse-back with x12-parser, printing each time with the file's size and segment count.
//   npm run bench:edi                                   PGlite in memory
//   DATABASE_URL=postgres://... npm run bench:edi       PostgreSQL (a database you created for it)
// BENCH_MEMBERS (5000). Runs the API's own code from source (tsx), not over HTTP.
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { X12parser } from 'x12-parser';
import { loadConfig } from '../../apps/api/src/config.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { createPgDb } from '../../apps/api/src/db/pg.ts';
import { createPgliteDb } from '../../apps/api/src/db/pglite.ts';
import { seed } from '../../apps/api/src/seed/index.ts';
import { loadAllTenants } from '../../apps/api/src/tenants/load-tenants.ts';
import { buildAndRecord } from '../../apps/api/src/modules/edi/edi-file.service.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5000);
const FIRST_ID = 2_000_000;
const config = loadConfig({});
const url = process.env.DATABASE_URL;
const db = url ? createPgDb(url, 4) : await createPgliteDb('memory://');
await migrate(db);
await seed(db, {
  tenants: loadAllTenants(config.tenantsDir),
  codePepper: config.codePepper,
  dataKey: config.dataKey,
});

const [{ carrier_id }] = await db.query(
  "SELECT carrier_id FROM carriers WHERE name = 'BrightSmile Dental Co.'",
);
await db.query('DELETE FROM edi_files WHERE carrier_id = $1', [carrier_id]);
await db.query('DELETE FROM trading_partners WHERE carrier_id = $1', [carrier_id]);
await db.query(
  `INSERT INTO trading_partners (carrier_id, sender_qualifier, sender_id, receiver_qualifier, receiver_id,
     gs_sender_code, gs_receiver_code, file_mode, usage_indicator)
   VALUES ($1, 'ZZ', 'BENEFITSTORE', 'ZZ', 'BRIGHTSMILE', 'BSTORE', 'BSMILE', 'changes', 'T')`,
  [carrier_id],
);
await db.query("INSERT INTO trading_partner_groups VALUES ($1, 77, 'NW77-DEN')", [carrier_id]);
let t = performance.now();
await db.query(
  `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id, ssn_enc, gender,
     address1, city, state, zip, phone)
   SELECT $1 + i, 'Bench', 'Member' || i, 'edi' || i || '@bench.example', date '1960-01-01' + (i % 15000), 10109, 77,
          (SELECT ssn_enc FROM members WHERE user_id = 5001), i % 2, '1 Main Street', 'Atlanta', 'GA', '30301', '4045550100'
     FROM generate_series(0, $2 - 1) AS i ON CONFLICT (user_id) DO NOTHING`,
  [FIRST_ID, MEMBERS],
);
await db.query(
  `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date)
   SELECT $1 + i, 1001, 'ACTIVE', 'BENCH-' || i, date '2026-01-01' FROM generate_series(0, $2 - 1) AS i
   ON CONFLICT DO NOTHING`,
  [FIRST_ID, MEMBERS],
);
await db.query(
  `INSERT INTO member_dependents (user_id, dependent_id, first_name, last_name, birthdate, ssn_enc, relationship, gender)
   SELECT $1 + i, 'd1', 'Spouse', 'Member' || i, date '1962-01-01', (SELECT ssn_enc FROM members WHERE user_id = 5001), 'spouse', 1
     FROM generate_series(0, $2 - 1) AS i ON CONFLICT DO NOTHING`,
  [FIRST_ID, MEMBERS],
);
console.log(
  `seeded ${MEMBERS} members with coverage and a spouse in ${(performance.now() - t).toFixed(0)} ms`,
);

const segments = async (text) => {
  let n = 0;
  await new Promise((resolve, reject) =>
    Readable.from([text])
      .pipe(new X12parser())
      .on('data', (d) => d.name && n++)
      .on('end', resolve)
      .on('error', reject),
  );
  return n;
};
async function timed(label, mode) {
  const start = performance.now();
  const file = await db.transaction((tx) =>
    buildAndRecord(tx, config.dataKey, {
      carrier_id,
      group_id: 77,
      mode,
      as_of: '2026-12-01',
      created_by: 'bench',
    }),
  );
  const built = performance.now() - start;
  const p = performance.now();
  const n = await segments(file.content);
  const parsed = performance.now() - p;
  console.log(
    `${label.padEnd(34)} build+seal+record ${built.toFixed(0).padStart(6)} ms  ` +
      `${(file.content.length / 1024).toFixed(0).padStart(6)} KiB  ${String(n).padStart(7)} segments  ` +
      `${file.counts.subscribers} subscribers  parse-back ${parsed.toFixed(0)} ms`,
  );
}

console.log(`EDI 834 on ${url ? 'PostgreSQL' : 'PGlite'}:`);
await timed('full file (everyone, 030)', 'full');
await timed('changes only, right after (none)', 'changes');
await db.query(
  `UPDATE members SET address1 = '2 Main Street', updated_at = now() WHERE user_id >= $1 AND user_id < $1 + $2 / 100`,
  [FIRST_ID, MEMBERS],
);
await timed('changes only, 1% moved (001)', 'changes');
await db.query('DELETE FROM edi_files WHERE carrier_id = $1', [carrier_id]);
await db.query('DELETE FROM trading_partners WHERE carrier_id = $1', [carrier_id]);
await db.query('DELETE FROM member_dependents WHERE user_id >= $1', [FIRST_ID]);
await db.query('DELETE FROM member_plans WHERE user_id >= $1', [FIRST_ID]);
await db.query('DELETE FROM members WHERE user_id >= $1', [FIRST_ID]);
await db.close();
