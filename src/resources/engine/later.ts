/**
 * The parts of a list seldom needed, loaded in two steps: the list loads this module, which loads the part. A
 * dynamic import names, in its importer's chunk, every file its module needs (Vite's preload list): the export
 * dialog's, the phone's cards' and the live news's names in the list's own chunk cost every list's cold load
 * hundreds of bytes (gzip) for parts most visits never use. Named from here, nothing; the first use of a part waits
 * for this small file's round trip more. This module imports nothing else, so the chunks stay as they were.
 */

/** The cards of a list at phone width (phone.tsx). */
export const loadCards = () => import("./CardList");
/** 导出's dialog (export/ListExport.tsx). */
export const loadExportDialog = () => import("./export/ExportDialog");
/** 「有 N 条新数据」 (LiveBanner.tsx). */
export const loadNewRowsAlert = () => import("./NewRowsAlert");
