// Hands a CSV text to the browser as a file download.

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the file over; the object URL can go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
