import type html2canvas from 'html2canvas';
import { apiCall } from '@bs/api-client';
import { copyStep, type StepCopy } from './step-copy';

/** The contract's limit on the data URL; a larger picture is not worth a failed request. */
const MAX_DATA_URL = 2_800_000;
type Html2Canvas = typeof html2canvas;
let loading: Promise<Html2Canvas> | null = null;

/** No 2D canvas (an old browser, a test DOM): nothing to picture. */
const canPicture = () => typeof CanvasRenderingContext2D !== 'undefined' && typeof document !== 'undefined';

/** html2canvas (its own chunk, never on the landing route), fetched once; a failed fetch is retried. */
function loadHtml2Canvas(): Promise<Html2Canvas> {
  loading ??= import(/* webpackChunkName: "html2canvas" */ 'html2canvas').then(
    (m) => m.default,
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * Fetches html2canvas while the person fills the step, so the picture is drawn soon after Next.
 * Only a head start: a step reached first (a link, a reload, continue-by-code) that did not call
 * it still gets its picture, as the picture loads the tool itself.
 */
export function preloadScreenshot(): void {
  if (!canPicture()) return;
  // When idle: never one of the scripts a step waits for before its form shows.
  const go = () => void loadHtml2Canvas().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 5000 });
  else setTimeout(go, 1000);
}

/** After the next step has painted and the browser is idle: the picture never delays a step. */
const afterNextPaint = (run: () => void) =>
  requestAnimationFrame(() =>
    setTimeout(() =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : run(),
    ),
  );

/** Draws the copy off screen (attached, so the store's CSS applies) and returns the PNG data URL. */
async function draw(h2c: Html2Canvas, { node, width }: StepCopy): Promise<string> {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  host.style.cssText = `position:absolute;left:-100000px;top:0;width:${Math.ceil(width)}px;pointer-events:none`;
  host.append(node);
  document.body.append(host);
  try {
    const canvas = await h2c(node, {
      backgroundColor: '#ffffff',
      scale: 1,
      logging: false,
      // html2canvas copies the document before drawing: only the copy, its ancestors and the
      // head's styles, not the whole next step.
      ignoreElements: (el) => !(el.contains(host) || host.contains(el) || el.closest('head')),
    });
    return canvas.toDataURL('image/png');
  } finally {
    host.remove();
  }
}

/**
 * Takes a detached copy of the step now (the moment it was saved) and returns the function that
 * pictures it and sends it to save-screenshot (wizard §1), to call once the wizard has moved on.
 * Drawing and sending wait for the next step's paint; any failure is only logged (spec §7).
 */
export function pictureStep(enrollmentId: string, name: string, node: HTMLElement | null): () => void {
  if (!node || !canPicture()) return () => undefined;
  const copy = copyStep(node);
  return () =>
    afterNextPaint(() => {
      loadHtml2Canvas()
        .then((h2c) => draw(h2c, copy))
        .then((image) => {
          if (image.length > MAX_DATA_URL || !image.startsWith('data:image/png;base64,'))
            throw new Error(
              `the picture is ${image.length} characters, over the ${MAX_DATA_URL} the call takes`,
            );
          return apiCall('save-screenshot', { body: { enrollment_id: enrollmentId, name, image } });
        })
        .catch((err: unknown) => console.warn(`[enrollment-wizard] screenshot of ${name} not saved`, err));
    });
}
