import { Readable } from 'node:stream';
import { X12parser } from 'x12-parser';

/** A segment as x12-parser gives it: `name` and elements "1", "2", ... */
export type Seg = { name: string } & Record<string, string>;

/**
 * Reads an X12 file back with x12-parser, a parser the builder does not use (it writes with
 * node-x12), so a file both accept is not just the builder agreeing with itself.
 */
export async function parseX12(text: string): Promise<Seg[]> {
  const out: Seg[] = [];
  await new Promise<void>((resolve, reject) => {
    const parser = new X12parser();
    parser.on('error', reject);
    Readable.from([text])
      .pipe(parser)
      .on('data', (d: Seg) => {
        if (d.name) out.push(d);
      })
      .on('end', () => resolve())
      .on('error', reject);
  });
  return out;
}

/**
 * The envelope's arithmetic, checked from the parsed segments: SE01 counts ST..SE, ST02 = SE02,
 * GE01 counts the transaction sets, GS06 = GE02, IEA01 counts the groups, ISA13 = IEA02.
 * Answers a list of what is wrong (empty when the envelope is right).
 */
export function envelopeProblems(segs: Seg[]): string[] {
  const problems: string[] = [];
  let isa: Seg | undefined;
  let gs: Seg | undefined;
  let st: { seg: Seg; at: number } | undefined;
  let groups = 0;
  let sets = 0;
  segs.forEach((s, i) => {
    if (s.name === 'ISA') {
      isa = s;
      groups = 0;
    } else if (s.name === 'GS') {
      gs = s;
      sets = 0;
      groups += 1;
    } else if (s.name === 'ST') {
      st = { seg: s, at: i };
      sets += 1;
    } else if (s.name === 'SE') {
      if (!st) problems.push('SE without ST');
      else {
        const count = i - st.at + 1;
        if (Number(s['1']) !== count) problems.push(`SE01 ${s['1']} but ${count} segments`);
        if (s['2'] !== st.seg['2']) problems.push(`SE02 ${s['2']} but ST02 ${st.seg['2']}`);
      }
      st = undefined;
    } else if (s.name === 'GE') {
      if (Number(s['1']) !== sets) problems.push(`GE01 ${s['1']} but ${sets} sets`);
      if (s['2'] !== gs?.['6']) problems.push(`GE02 ${s['2']} but GS06 ${gs?.['6']}`);
    } else if (s.name === 'IEA') {
      if (Number(s['1']) !== groups) problems.push(`IEA01 ${s['1']} but ${groups} groups`);
      if (s['2'] !== isa?.['13']) problems.push(`IEA02 ${s['2']} but ISA13 ${isa?.['13']}`);
    }
  });
  if (!isa) problems.push('no ISA');
  return problems;
}

/** The 2000 loops of a parsed 834: each INS with the segments up to the next INS or SE. */
export function memberLoops(segs: Seg[]): Seg[][] {
  const loops: Seg[][] = [];
  let current: Seg[] | null = null;
  for (const s of segs) {
    if (s.name === 'INS') loops.push((current = [s]));
    else if (s.name === 'SE') current = null;
    else current?.push(s);
  }
  return loops;
}
