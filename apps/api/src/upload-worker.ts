import { parentPort } from 'node:worker_threads';
import type { Language } from '@bs/domain';
import { installCatalogues } from './catalogues';
import { ApiError } from './http/errors';
import type { WorkerReply } from './kernel/workers/upload-pool';
import { checkDocument } from './kernel/enrollment-windows/event-document';
import { checkPlanDocument } from './kernel/eoi/plan-document';
import { parsePayCalendarCsv } from './kernel/pay/pay-calendar-csv';
import { sanitiseSvg } from './modules/admin/svg-sanitise';
import { rasterLogo } from './modules/id-cards/card-logo';
import { readCensusFile } from './modules/census/census-file';
import { checkRows } from './modules/census/census-rows';

/**
 * The entry of an upload worker thread (kernel/workers/upload-pool.ts, ADR 0025): reads one file at
 * a time and answers its result or its refusal. It sits at the root because it runs the census,
 * tenant-image, life-event document, plan document, pay calendar and card-logo readers of several modules; it is bundled as dist/upload-worker.js.
 */
installCatalogues();

type Tasks = {
  /** A census file read and its rows checked (the CPU-heavy part of a preview). */
  census: (p: { fileName: string; bytes: Uint8Array; states: string[]; lang: Language }) => Promise<unknown>;
  svg: (p: { text: string }) => Promise<unknown>;
  /** A life event's document: its type by content, its size, its hash (ADR 0034). */
  document: (p: { fileName: string; bytes: Uint8Array }) => Promise<unknown>;
  /** A plan's SBC, certificate or brochure: a PDF by its content, at most 10 MB (ADR 0035). */
  planDocument: (p: { fileName: string; bytes: Uint8Array }) => Promise<unknown>;
  /** A group's pay calendar: its dates, or its errors by row (ADR 0033). */
  payCalendar: (p: { bytes: Uint8Array; planYearStart: string }) => Promise<unknown>;
  /** A tenant's logo drawn as a PNG for its members' ID cards (ADR 0038). */
  cardLogo: (p: { bytes: Uint8Array }) => Promise<unknown>;
};

const tasks: Tasks = {
  async census({ fileName, bytes, states, lang }) {
    const sheet = await readCensusFile(
      fileName,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    return { rows: sheet.rows.length, checked: checkRows(sheet, states, lang) };
  },
  svg: async ({ text }) => sanitiseSvg(text),
  document: async ({ fileName, bytes }) => checkDocument(fileName, bytes),
  planDocument: async ({ fileName, bytes }) => checkPlanDocument(fileName, bytes),
  payCalendar: async ({ bytes, planYearStart }) => parsePayCalendarCsv(bytes, planYearStart),
  cardLogo: async ({ bytes }) => rasterLogo(bytes),
};

parentPort!.on('message', async (msg: { id: number; kind: keyof Tasks; payload: never }) => {
  let reply: WorkerReply;
  try {
    reply = { id: msg.id, ok: true, value: await tasks[msg.kind](msg.payload) };
  } catch (e) {
    reply =
      e instanceof ApiError
        ? { id: msg.id, ok: false, status: e.statusCode, fields: e.fields }
        : // A reader's own bug or an unforeseen file: the pool answers it beside the file field.
          { id: msg.id, ok: false, status: 422, fields: [] };
  }
  parentPort!.postMessage(reply);
});
