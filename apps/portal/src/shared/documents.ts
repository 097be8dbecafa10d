// Files the gateway issues (statement CSV, receipt and statement PDFs) handed to the customer:
// saved as a download, or shared through the device's share sheet (Web Share API with files)
// where the browser can share a PDF, falling back to the download where it cannot.
import { BusinessError } from '@savewin/api';

/** Hands a file to the browser as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the file over; the object URL can go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Whether this browser's share sheet takes PDF files (phones mostly; not desktop Linux). */
export function canSharePdf(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([], 'receipt.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}

/**
 * A PDF answer of the gateway as a file. A refusal a customer can read comes back as the JSON
 * envelope instead of the file: it is thrown as a BusinessError carrying the gateway's message.
 */
export async function pdfFile(blob: Blob | undefined, fileName: string): Promise<File> {
  if (!blob) throw new BusinessError('');
  if (blob.type.includes('json')) {
    const answer = JSON.parse(await blob.text()) as { displayMessage?: string };
    throw new BusinessError(answer.displayMessage ?? '');
  }
  return new File([blob], fileName, { type: 'application/pdf' });
}

/** The name the gateway gave the file (Content-Disposition), or the fallback. */
export function fileNameOf(response: Response | undefined, fallback: string): string {
  const header = response?.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Opens the share sheet with the file; where files cannot be shared, downloads it instead.
 * Closing the share sheet without choosing is not a failure.
 */
export async function shareOrDownload(
  file: File,
  title: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // The press that asked for the sheet is too long ago once the file has arrived (a slow
      // network): the browser refuses the sheet, so the file is saved instead.
      if (!(error instanceof DOMException && error.name === 'NotAllowedError')) throw error;
    }
  }
  downloadBlob(file.name, file);
  return 'downloaded';
}
