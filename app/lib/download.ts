/**
 * Saves text as a file in the browser (the admin CSV exports). A Blob URL, clicked through a temporary
 * link and revoked afterwards; a UTF-8 byte-order mark is added for CSV so spreadsheet programs read
 * accented names (Québec, Montréal) correctly.
 */
export function downloadTextFile(name: string, text: string, mime = 'text/csv;charset=utf-8') {
  const withBom = mime.startsWith('text/csv') && !text.startsWith('\uFEFF') ? `\uFEFF${text}` : text;
  downloadBlob(name, new Blob([withBom], { type: mime }));
}

/** Saves a Blob (a file the server sent) under the given name. */
export function downloadBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
