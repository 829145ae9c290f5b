// Files made or fetched in the browser (CSV, Excel, PDF, .zip) reach the user's Downloads this way.

/** Starts a download of a Blob through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click handler returns; free the memory after.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
