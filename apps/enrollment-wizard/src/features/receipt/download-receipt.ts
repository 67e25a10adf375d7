import { apiCall } from '@bs/api-client';

/** Fetches the receipt PDF (the mail's attachment) and hands it to the browser as a download. */
export async function downloadReceipt(enrollmentId: string): Promise<void> {
  const f = await apiCall('get-receipt-pdf', { query: { enrollment_id: enrollmentId } });
  const bytes = Uint8Array.from(atob(f.content_base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: f.content_type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = f.file_name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
