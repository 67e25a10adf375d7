import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { abaChecksumValid } from '@bs/contract';
import type { Queryable } from '../../db';

/**
 * One participant of the Federal Reserve's FedACH directory. The file is fixed-width, 155
 * characters a line (frbservices.org "FedACH Directory File Format"):
 *   1-9 routing number · 10 office code (O main, B branch) · 11-19 servicing FRB number ·
 *   20 record type (0 a Federal Reserve Bank, 1 send to this number, 2 send to the new number) ·
 *   21-26 change date MMDDYY · 27-35 new routing number · 36-71 customer name · 72-107 address ·
 *   108-127 city · 128-129 state · 130-134 zip · 135-138 zip extension · 139-148 telephone
 *   (area, prefix, suffix) · 149 institution status · 150 data view · 151-155 filler.
 */
export type RoutingEntry = {
  routing_number: string;
  office_code: string;
  servicing_frb: string;
  record_type: string;
  change_date: string;
  new_routing_number: string;
  customer_name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
};

const col = (line: string, from: number, to: number) => line.slice(from - 1, to).trim();

/** Parses a FedACH directory; answers the entries and the (1-based) numbers of lines it refused. */
export function parseFedAch(text: string): { entries: RoutingEntry[]; rejected: number[] } {
  const entries: RoutingEntry[] = [];
  const rejected: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const line = raw.padEnd(155);
    const routing = col(line, 1, 9);
    const name = col(line, 36, 71);
    if (!abaChecksumValid(routing) || !name) {
      rejected.push(i + 1);
      return;
    }
    const zip4 = col(line, 135, 138);
    entries.push({
      routing_number: routing,
      office_code: col(line, 10, 10),
      servicing_frb: col(line, 11, 19),
      record_type: col(line, 20, 20),
      change_date: col(line, 21, 26),
      new_routing_number: col(line, 27, 35),
      customer_name: name,
      address: col(line, 72, 107),
      city: col(line, 108, 127),
      state: col(line, 128, 129),
      zip: col(line, 130, 134) + (zip4 && zip4 !== '0000' ? `-${zip4}` : ''),
      phone: col(line, 139, 148),
    });
  });
  return { entries, rejected };
}

/** Upserts the entries (a newer directory replaces each participant's row). */
export async function loadRoutingDirectory(db: Queryable, entries: RoutingEntry[]): Promise<number> {
  for (const e of entries) {
    await db.query(
      `INSERT INTO routing_directory (routing_number, office_code, servicing_frb, record_type, change_date,
         new_routing_number, customer_name, address, city, state, zip, phone)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
       ON CONFLICT (routing_number) DO UPDATE SET office_code=EXCLUDED.office_code, servicing_frb=EXCLUDED.servicing_frb,
         record_type=EXCLUDED.record_type, change_date=EXCLUDED.change_date, new_routing_number=EXCLUDED.new_routing_number,
         customer_name=EXCLUDED.customer_name, address=EXCLUDED.address, city=EXCLUDED.city, state=EXCLUDED.state,
         zip=EXCLUDED.zip, phone=EXCLUDED.phone, loaded_at=now()`,
      [
        e.routing_number,
        e.office_code,
        e.servicing_frb,
        e.record_type,
        e.change_date,
        e.new_routing_number,
        e.customer_name,
        e.address,
        e.city,
        e.state,
        e.zip,
        e.phone,
      ],
    );
  }
  return entries.length;
}

/** The bank's name for a routing number, or undefined when the directory does not list it. */
export async function bankNameOf(db: Queryable, routing: string): Promise<string | undefined> {
  const [row] = await db.query<{ customer_name: string }>(
    'SELECT customer_name FROM routing_directory WHERE routing_number = $1',
    [routing],
  );
  return row?.customer_name;
}

/** The demo directory shipped with the seed: src/seed/routing, or dist/routing when bundled. */
export function demoDirectoryFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'routing/fedach-demo.txt'),
    resolve(here, '../../seed/routing/fedach-demo.txt'),
    resolve(here, '../src/seed/routing/fedach-demo.txt'),
  ];
  const found = candidates.find((f) => existsSync(f));
  if (!found) throw new Error(`routing directory not found (looked in ${candidates.join(', ')})`);
  return found;
}

export const readDemoDirectory = () => parseFedAch(readFileSync(demoDirectoryFile(), 'utf8')).entries;
