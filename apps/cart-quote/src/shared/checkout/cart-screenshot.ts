import { apiCall } from '@bs/api-client';

/** The contract's limit on the data URL; a larger picture is not worth a failed request. */
const MAX_DATA_URL = 2_800_000;

/**
 * A PNG of the cart as the visitor saw it at checkout (spec §4). html2canvas is loaded here, on
 * demand, so it never weighs on the cart's first load.
 */
export async function captureCart(node: HTMLElement | null): Promise<string | null> {
  // No 2D canvas (an old browser, or a test DOM): nothing to picture.
  if (!node || typeof CanvasRenderingContext2D === 'undefined') return null;
  const { default: html2canvas } = await import(/* webpackChunkName: "html2canvas" */ 'html2canvas');
  const canvas = await html2canvas(node, { backgroundColor: '#ffffff', scale: 1, logging: false });
  const image = canvas.toDataURL('image/png');
  return image.length <= MAX_DATA_URL && image.startsWith('data:image/png;base64,') ? image : null;
}

/** Sends the captured picture; any failure is only logged, it never holds the visitor up. */
export function saveCartScreenshot(enrollmentId: string, capture: Promise<string | null>): void {
  capture
    .then((image) =>
      image
        ? apiCall('save-screenshot', { body: { enrollment_id: enrollmentId, name: 'cart', image } })
        : null,
    )
    .catch((err: unknown) => console.warn('[cart-quote] cart screenshot not saved', err));
}
