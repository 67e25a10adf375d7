import type html2canvas from 'html2canvas';
import { apiCall } from '@bs/api-client';

/** The contract's limit on the data URL; a larger picture is not worth a failed request. */
const MAX_DATA_URL = 2_800_000;
type Html2Canvas = typeof html2canvas;
let loaded: Html2Canvas | null = null;
let loading: Promise<Html2Canvas | null> | null = null;

/** No 2D canvas (an old browser, a test DOM): nothing to picture. */
const canPicture = () => typeof CanvasRenderingContext2D !== 'undefined' && typeof document !== 'undefined';

/**
 * Fetches html2canvas while the person fills the step (its own chunk, never on the landing route),
 * so the picture can be taken the moment the step is saved.
 */
export function preloadScreenshot(): void {
  if (loaded || loading || !canPicture()) return;
  loading = import(/* webpackChunkName: "html2canvas" */ 'html2canvas')
    .then((m) => (loaded = m.default))
    .catch((err: unknown) => {
      console.warn('[enrollment-wizard] html2canvas did not load', err);
      loading = null;
      return null;
    });
}

/**
 * A PNG of the step as it was saved, sent to save-screenshot in the background (wizard §1). The
 * page is copied synchronously before the wizard moves on (html2canvas clones the document when
 * it is called); drawing and sending happen later, and any failure is only logged.
 */
export function sendStepScreenshot(enrollmentId: string, name: string, node: HTMLElement | null): void {
  if (!node || !canPicture() || !loaded) return;
  loaded(node, { backgroundColor: '#ffffff', scale: 1, logging: false })
    .then((canvas) => {
      const image = canvas.toDataURL('image/png');
      if (image.length > MAX_DATA_URL || !image.startsWith('data:image/png;base64,')) return null;
      return apiCall('save-screenshot', { body: { enrollment_id: enrollmentId, name, image } });
    })
    .catch((err: unknown) => console.warn(`[enrollment-wizard] screenshot of ${name} not saved`, err));
}
