/**
 * Hands bytes to the browser as a download under a name, through a temporary link (no window
 * opens, nothing is shown inline). The object URL is revoked after the click has been handled:
 * revoking it at once makes some browsers cancel the download.
 */
export function saveBytes(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The same for a file the API answered base64 in its envelope (exports, PDFs, templates). */
export function saveBase64File(base64: string, name: string, type: string): void {
  saveBytes(
    Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
    name,
    type,
  );
}
