/**
 * The export's workbook, built off the main thread: the lines arrive as plain values, the .xlsx bytes go back
 * (transferred, not copied). Loaded only when an export starts.
 */
import type { FileCell, FileColumn } from "./cells";
import { xlsxBytes } from "./xlsx";

export interface WorkbookRequest {
  columns: FileColumn[];
  lines: FileCell[][];
  sheet: string;
}

self.onmessage = (event: MessageEvent<WorkbookRequest>) => {
  try {
    const { columns, lines, sheet } = event.data;
    const bytes = xlsxBytes(columns, lines, sheet);
    self.postMessage({ bytes }, { transfer: [bytes.buffer] });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
