import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FieldError } from '@bs/contract';
import { ApiError, fieldError } from '../../http/errors';
import { UPLOAD_BUSY, UPLOAD_TOO_HEAVY, UPLOAD_TOO_SLOW, UPLOAD_UNREADABLE } from './upload-messages';

/**
 * A small pool of worker threads that read users' files (census, tenant images) off the event
 * loop (ADR 0025): a file that is slow or huge to read costs one worker, never the shoppers'
 * requests. Each worker's heap is capped, so a file that needs too much memory kills its worker,
 * never the process; a dead or overdue worker is replaced and its request answers a 4xx/5xx.
 */
export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; status: number; fields: FieldError[] };
type Job = {
  id: number;
  kind: string;
  payload: unknown;
  target: string;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
};
type Slot = { worker: Worker | null; job: Job | null; timer?: NodeJS.Timeout };

export type PoolOptions = { size: number; heapMb: number; timeoutMs: number; maxQueue: number };

// One worker on a 2-core machine leaves a core to the requests; two where there is room.
export const POOL_DEFAULTS: PoolOptions = {
  size: Math.min(2, Math.max(1, availableParallelism() - 1)),
  heapMb: 256,
  timeoutMs: 20_000,
  maxQueue: 8,
};

// Under tsx or vitest this file is TypeScript beside the worker's source; in the build, everything
// is bundled into dist/main.js and build.mjs emits the worker as dist/upload-worker.js beside it.
const fromSource = import.meta.url.endsWith('.ts');
const ENTRY = fromSource
  ? new URL('../../upload-worker.ts', import.meta.url)
  : new URL('./upload-worker.js', import.meta.url);

/** From source, a worker first loads tsx (a worker does not inherit the parent's loader). */
function workerOf(options: ConstructorParameters<typeof Worker>[1]): Worker {
  if (!fromSource) return new Worker(ENTRY, options);
  // require.resolve names tsx's CommonJS build; its ES module build sits beside it.
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsx = pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => m.tsImport(${JSON.stringify(ENTRY.href)}, ${JSON.stringify(ENTRY.href)}))`;
  return new Worker(boot, { ...options, eval: true });
}

export class UploadPool {
  private slots: Slot[];
  private queue: Job[] = [];
  private nextId = 1;

  constructor(private opts: PoolOptions = POOL_DEFAULTS) {
    this.slots = Array.from({ length: opts.size }, () => ({ worker: null, job: null }));
  }

  /** Runs `kind` on `payload` in a worker; a failure names `target` (the form's file field). */
  run<T>(kind: string, payload: unknown, target: string): Promise<T> {
    if (this.queue.length >= this.opts.maxQueue) return Promise.reject(fieldError(503, target, UPLOAD_BUSY));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        kind,
        payload,
        target,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      this.pump();
    });
  }

  async close(): Promise<void> {
    const workers = this.slots.map((s) => s.worker).filter((w): w is Worker => w !== null);
    this.slots.forEach((s) => (s.worker = null));
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private pump() {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      const worker = (slot.worker ??= this.spawn(slot));
      worker.ref();
      slot.timer = setTimeout(
        () => this.fail(slot, fieldError(422, job.target, UPLOAD_TOO_SLOW)),
        this.opts.timeoutMs,
      );
      worker.postMessage({ id: job.id, kind: job.kind, payload: job.payload });
    }
  }

  private spawn(slot: Slot): Worker {
    const worker = workerOf({
      resourceLimits: { maxOldGenerationSizeMb: this.opts.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      this.finish(slot);
      if (reply.ok) job.resolve(reply.value);
      else if (reply.fields.length) job.reject(new ApiError(reply.status, reply.fields));
      else job.reject(fieldError(422, job.target, UPLOAD_UNREADABLE));
    });
    // Out of memory (the capped heap) or any other death: the file is what was too heavy.
    const died = () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      if (slot.job) this.fail(slot, fieldError(422, slot.job.target, UPLOAD_TOO_HEAVY));
    };
    worker.on('error', died);
    worker.on('exit', died);
    worker.unref();
    return worker;
  }

  private finish(slot: Slot) {
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker?.unref();
    this.pump();
  }

  /** Ends the slot's job with `error` and replaces its worker (it may be stuck or broken). */
  private fail(slot: Slot, error: ApiError) {
    const job = slot.job;
    const worker = slot.worker;
    slot.worker = null;
    if (worker) void worker.terminate();
    if (job) job.reject(error);
    this.finish(slot);
  }
}

let shared: UploadPool | undefined;
/** The process's one pool, started on first use (most processes never read a file). */
export const uploadPool = () => (shared ??= new UploadPool());
