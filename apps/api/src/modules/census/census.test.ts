import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import type { CensusPreview } from '@bs/contract';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { cookieOf, sessionHeaders } from '../../../test/sign-in';
import { createSession } from '../../kernel/access/session.repository';

const HEADER =
  'Employee ID,First Name,Last Name,Date of Birth,Gender,E-mail,Phone,Zip Code,Hire Date,Employment Status,Preferred Language,Tier';

/** A census of `n` distinct employees; `tag` keeps this test's ids and e-mails apart from other suites'. */
function employees(tag: string, n: number): string[] {
  return Array.from(
    { length: n },
    (_, i) =>
      `${tag}-${i + 1},Ana${i},Prueba,04/15/1985,F,${tag}.${i + 1}@example.com,2125550100,10001,01/02/2020,active,es,IO`,
  );
}
const csv = (lines: string[], header = HEADER) => [header, ...lines].join('\r\n');
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const newTag = () => `t${randomBytes(4).toString('hex')}`;

async function accountHeaders(ctx: TestCtx, email: string) {
  const [row] = await ctx.db.query<{ account_id: number }>(
    'SELECT account_id::int AS account_id FROM accounts WHERE email = $1',
    [email],
  );
  return cookieOf(await createSession(ctx.db, { account_id: row!.account_id }));
}

describeEachDriver('census upload (preview-census, commit-census, get-census-template)', (ctx) => {
  const post = async (call: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().call({ method: 'POST', url: api(call), payload, headers });
  const preview = async (
    content: string | Buffer,
    o: { file?: string; lang?: string; group?: number } = {},
  ) =>
    post(
      'preview-census',
      { group_id: o.group ?? 77, file_name: o.file ?? 'census.csv', content_base64: b64(content) },
      { ...(await sessionHeaders(ctx(), 'group77')), ...(o.lang && { 'accept-language': o.lang }) },
    );
  const commit = async (previewId: string, headers?: Record<string, string>) =>
    post(
      'commit-census',
      { group_id: 77, preview_id: previewId },
      headers ?? (await sessionHeaders(ctx(), 'group77')),
    );
  const savedOf = (tag: string) =>
    ctx().db.query<{ employee_id: string; first_name: string; updated_at: string; dob: string }>(
      `SELECT employee_id, first_name, updated_at::text AS updated_at, to_char(dob, 'YYYY-MM-DD') AS dob
         FROM census_employees WHERE group_id = 77 AND employee_id LIKE $1 ORDER BY census_id`,
      [`${tag}-%`],
    );

  it('previews, saves only when confirmed, and a re-upload of the same file changes nothing', async () => {
    const tag = newTag();
    const file = csv(employees(tag, 3));
    const first = await preview(file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const p = first.body.data as CensusPreview;
    expect(p.counts).toEqual({ rows: 3, add: 3, update: 0, unchanged: 0, errors: 0, conflicts: 0 });
    expect(await savedOf(tag)).toHaveLength(0);

    const done = await commit(p.preview_id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ added: 3, updated: 0, unchanged: 0, skipped: 0 });
    const saved = await savedOf(tag);
    expect(saved.map((s) => s.dob)).toEqual(['1985-04-15', '1985-04-15', '1985-04-15']);
    // A preview is spent by its confirmation.
    expect((await commit(p.preview_id)).status).toBe(410);

    const again = (await preview(file)).body.data as CensusPreview;
    expect(again.counts).toMatchObject({ add: 0, update: 0, unchanged: 3, errors: 0 });
    expect((await commit(again.preview_id)).body.data).toEqual({
      added: 0,
      updated: 0,
      unchanged: 3,
      skipped: 0,
    });
    expect(await savedOf(tag)).toEqual(saved);

    // One changed row: matched by employee id and updated; one matched by e-mail under a new id.
    const lines = employees(tag, 3);
    lines[0] = lines[0]!.replace(`Ana0`, 'Anabel');
    lines[1] = lines[1]!.replace(`${tag}-2,`, `${tag}-20,`);
    const changed = (await preview(csv(lines))).body.data as CensusPreview;
    expect(changed.counts).toMatchObject({ add: 0, update: 2, unchanged: 1 });
    await commit(changed.preview_id);
    expect((await savedOf(tag)).map((s) => [s.employee_id, s.first_name])).toEqual([
      [`${tag}-1`, 'Anabel'],
      [`${tag}-20`, 'Ana1'],
      [`${tag}-3`, 'Ana2'],
    ]);
  });

  it('names the row, column and reason of every bad cell, in the reader language, and saves only valid rows', async () => {
    const tag = newTag();
    const good = employees(tag, 9);
    const lines = [
      good[0]!,
      good[1]!.replace('04/15/1985', '02/30/1985'),
      good[2]!.replace('10001', '59001'),
      good[3]!.replace(`${tag}.4@`, `${tag}.1@`),
      good[4]!.replace(`${tag}-5,`, `${tag}-1,`),
      good[5]!.replace(',F,', ',Q,'),
      good[6]!.replace(',active,', ',retired,'),
      good[7]!.replace(',es,IO', ',fr,ZZ'),
      good[8]!.replace('Prueba', ''),
    ];
    const r = await preview(csv(lines));
    expect(r.status).toBe(200);
    const p = r.body.data as CensusPreview;
    expect(p.counts).toMatchObject({ rows: 9, add: 1, errors: 8 });
    const at = (row: number) => p.issues.filter((i) => i.row === row).map((i) => [i.column, i.reason]);
    expect(at(3)).toEqual([['Date of Birth', 'This is not a real date (MM/DD/YYYY): 02/30/1985.']]);
    expect(at(4)).toEqual([
      [
        'Zip Code',
        "Zip code 59001 is in MT, not one of the group's states (NY, NJ, CT, PA, GA, FL, CA, WA, TX).",
      ],
    ]);
    expect(at(5)).toEqual([['E-mail', `The e-mail ${tag}.1@example.com is also on row 2.`]]);
    expect(at(6)).toEqual([['Employee ID', `Employee ID ${tag}-1 is also on row 2.`]]);
    expect(at(7)).toEqual([['Gender', 'Unknown gender code "Q": use M, F or O.']]);
    expect(at(8)).toEqual([
      ['Employment Status', 'Unknown employment status "retired": use active, leave or terminated.'],
    ]);
    expect(at(9)).toEqual([
      ['Preferred Language', 'Unknown language "fr": use en or es.'],
      ['Tier', 'Unknown tier "ZZ": use IO, IS, IC or IF.'],
    ]);
    expect(at(10)).toEqual([['Last Name', 'This field is required.']]);

    const es = (await preview(csv(lines), { lang: 'es' })).body.data as CensusPreview;
    expect(es.issues.find((i) => i.row === 7)).toMatchObject({
      column: 'Género',
      reason: 'Código de género desconocido "Q": use M, F u O.',
    });
    expect((await commit(p.preview_id)).body.data).toMatchObject({ added: 1, skipped: 8 });
    expect((await savedOf(tag)).map((s) => s.employee_id)).toEqual([`${tag}-1`]);
  });

  it('reads Spanish headers in any case and spacing, and says which required column is missing', async () => {
    const tag = newTag();
    const spanish =
      'id de EMPLEADO;nombre;Apellido;fecha de nacimiento;género;correo electrónico;teléfono;código postal;' +
      'fecha de contratación;situación laboral;idioma preferido;nivel';
    const line = `${tag}-1;José;Peña;1990-07-04;M;${tag}@example.com;;10001;;activo;es;`;
    const ok = (await preview([spanish, line].join('\n'))).body.data as CensusPreview;
    expect(ok.counts).toMatchObject({ add: 1, errors: 0 });
    const noDob = (await preview(csv([line.replace(/;/g, ',')], HEADER.replace('Date of Birth,', '')))).body
      .data as CensusPreview;
    expect(noDob.counts).toMatchObject({ add: 0, errors: 1 });
    expect(noDob.issues).toContainEqual({
      kind: 'error',
      row: 1,
      column: 'Date of Birth',
      reason: 'This required column is missing.',
    });
  });

  it('refuses files that are not a census, with the reason, and saves nothing', async () => {
    const before = await ctx().db.query('SELECT count(*)::int AS n FROM census_employees');
    const refused = async (content: string | Buffer, file: string, reason: string) => {
      const r = await preview(content, { file });
      expect(r.status, file).toBe(422);
      expect(r.body.data[0]).toMatchObject({ target_element: 'content_base64', error_message: reason });
    };
    await refused('a,b', 'census.txt', 'This file is not a CSV or Excel (.xlsx) file.');
    await refused('', 'census.csv', 'This file is empty.');
    await refused('\r\n\r\n', 'census.csv', 'This file is empty.');
    await refused(HEADER, 'census.csv', 'This file has a header row but no employees.');
    await refused(randomBytes(2048), 'census.csv', 'This file is not a CSV or Excel (.xlsx) file.');
    await refused(csv(employees('x', 2)), 'census.xlsx', 'This file is not a CSV or Excel (.xlsx) file.');
    await refused(
      Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), randomBytes(200)]),
      'census.xlsx',
      'This file could not be read.',
    );
    await refused(csv(employees('many', 20_001)), 'census.csv', 'This file has more than 20,000 employees.');
    const big = await preview(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    // The schema refuses it before it is decoded (400, like every schema refusal).
    expect(big.status).toBe(400);
    expect(big.body.data[0]).toMatchObject({
      target_element: 'content_base64',
      error_message: 'This file is larger than 5 MB',
    });
    const es = await preview('', { lang: 'es' });
    expect(es.body.data[0].error_message).toBe('Este archivo está vacío.');
    expect(await ctx().db.query('SELECT count(*)::int AS n FROM census_employees')).toEqual(before);
  });

  it('reads an Excel workbook and stores a formula-looking cell as plain text', async () => {
    const tag = newTag();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Census');
    sheet.addRow(HEADER.split(','));
    const formula = `=cmd|' /C calc'!A0`;
    sheet.addRow([
      `${tag}-1`,
      formula,
      'Lee',
      new Date(Date.UTC(1979, 0, 31)),
      'M',
      `${tag}@example.com`,
      '',
      '10001',
      '',
      'leave',
      'en',
      '',
    ]);
    sheet.addRow([
      `${tag}-2`,
      { formula: 'SUM(1,2)', result: 3 },
      'Kim',
      '03/03/1983',
      'O',
      `${tag}.2@example.com`,
      '',
      '94105',
      '',
      '',
      '',
      'IF',
    ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const p = (await preview(bytes, { file: 'Census.XLSX' })).body.data as CensusPreview;
    expect(p.counts).toMatchObject({ add: 2, errors: 0 });
    await commit(p.preview_id);
    const rows = await savedOf(tag);
    expect(rows.map((r) => [r.first_name, r.dob])).toEqual([
      [formula, '1979-01-31'],
      ['=SUM(1,2)', '1983-03-03'],
    ]);
  });

  it('shows a conflict instead of merging two people into one member', async () => {
    const tag = newTag();
    // A member of group 77 not on its census yet (the demo census lists those who answered invitations).
    const [m] = await ctx().db.query<{ email: string; first_name: string; last_name: string; dob: string }>(
      `SELECT email, first_name, last_name, to_char(dob, 'MM/DD/YYYY') AS dob FROM members
        WHERE group_id = 77 AND NOT EXISTS (SELECT 1 FROM census_employees c WHERE c.member_user_id = members.user_id)
        ORDER BY user_id LIMIT 1`,
    );
    const same = `${tag}-1,${m!.first_name},${m!.last_name},${m!.dob},F,${m!.email},,10001,,,,`;
    const other = `${tag}-2,Someone,Else,01/01/1970,M,${m!.email.toUpperCase()},,10001,,,,`;
    const p = (await preview(csv([same]))).body.data as CensusPreview;
    expect(p.counts).toMatchObject({ add: 1, conflicts: 0 });
    const c = (await preview(csv([other]))).body.data as CensusPreview;
    expect(c.counts).toMatchObject({ add: 0, conflicts: 1 });
    expect(c.issues[0]).toMatchObject({ kind: 'conflict', row: 2, column: 'E-mail' });
    expect(c.issues[0]!.reason).toContain(`belongs to member ${m!.first_name} ${m!.last_name}`);
    await commit(p.preview_id);
    const [saved] = await ctx().db.query<{ member_user_id: number | null }>(
      'SELECT member_user_id FROM census_employees WHERE employee_id = $1',
      [`${tag}-1`],
    );
    expect(saved!.member_user_id).not.toBeNull();
    // The member's e-mail under a new employee id is that saved employee, re-keyed: an update.
    const rekeyed = (await preview(csv([same.replace(`${tag}-1,`, `${tag}-9,`)]))).body.data as CensusPreview;
    expect(rekeyed.counts).toMatchObject({ update: 1, conflicts: 0 });
    // ...but not while the file also keeps the saved employee's id: two rows would become one person.
    const both = [same.replace(m!.email, `${tag}.new@example.com`), same.replace(`${tag}-1,`, `${tag}-9,`)];
    const two = (await preview(csv(both))).body.data as CensusPreview;
    expect(two.counts).toMatchObject({ update: 1, conflicts: 1 });
    expect(two.issues).toEqual([
      {
        kind: 'conflict',
        row: 3,
        column: 'E-mail',
        reason: `The e-mail ${m!.email.toLowerCase()} belongs to employee ${tag}-1, who is also in this file.`,
      },
    ]);
  });

  it('refuses a confirmation when the census changed since the preview', async () => {
    const tag = newTag();
    const file = csv(employees(tag, 2));
    const a = (await preview(file)).body.data as CensusPreview;
    const b = (await preview(file)).body.data as CensusPreview;
    expect((await commit(a.preview_id)).status).toBe(200);
    const late = await commit(b.preview_id);
    expect(late.status).toBe(409);
    expect(late.body.data[0].error_message).toBe(
      'The census changed since this preview. Please upload the file again.',
    );
  });

  it('is for the group administrator and the reps serving the group only', async () => {
    const file = b64(csv(employees(newTag(), 1)));
    const body = { group_id: 77, file_name: 'census.csv', content_base64: file };
    expect((await post('preview-census', body)).status).toBe(401);
    const otherGroup = await accountHeaders(ctx(), 'hr@lakeside-mfg.example');
    expect((await post('preview-census', body, otherGroup)).status).toBe(403);
    expect((await post('preview-census', body, await sessionHeaders(ctx(), 'rep20417'))).status).toBe(403);
    expect((await post('preview-census', body, await sessionHeaders(ctx(), 'member5001'))).status).toBe(403);
    const rep = await sessionHeaders(ctx(), 'rep10109');
    const ok = await post('preview-census', body, rep);
    expect(ok.status).toBe(200);
    // Only who previewed may confirm, and only for the group previewed.
    const id = ok.body.data.preview_id;
    expect((await post('commit-census', { group_id: 77, preview_id: id }, otherGroup)).status).toBe(403);
    expect((await commit(id)).status).toBe(410);
    expect((await post('commit-census', { group_id: 77, preview_id: id }, rep)).status).toBe(200);
  });

  it('offers the template in the reader language as CSV and XLSX, formula-safe', async () => {
    const headers = { ...(await sessionHeaders(ctx(), 'group77')), 'accept-language': 'es' };
    const r = await ctx().call({ url: api('get-census-template?format=csv'), headers });
    expect(r.status).toBe(200);
    expect(r.body.data.file_name).toBe('plantilla-censo.csv');
    const text = Buffer.from(r.body.data.content_base64, 'base64').toString('utf8');
    expect(text).toContain('ID de empleado,Nombre,Apellido,Fecha de nacimiento');
    const x = await ctx().call({ url: api('get-census-template?format=xlsx'), headers });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(x.body.data.content_base64, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('ID de empleado');
    // A template of the preview's own file round-trips: it is accepted as a census header.
    const tag = newTag();
    const mine = text.replace(/^\uFEFF/, '').trim() + '\r\n' + employees(tag, 1)[0];
    expect(((await preview(mine)).body.data as CensusPreview).counts.add).toBe(1);
    expect((await ctx().call({ url: api('get-census-template?format=csv') })).status).toBe(401);
  });
});
