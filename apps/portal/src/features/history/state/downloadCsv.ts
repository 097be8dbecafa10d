// Hands a CSV text to the browser as a file download.
import { downloadBlob } from '../../../shared/documents';

export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
