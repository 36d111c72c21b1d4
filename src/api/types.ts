/**
 * Field types shared by several modules of the contract. Conventions where the spec is silent:
 * ids are strings (back-end ids overflow JavaScript numbers), money is a number in yuan (two decimals),
 * times are "YYYY-MM-DD HH:mm:ss" strings in China time.
 */

/** A back-end id. */
export type Id = string;

/** "YYYY-MM-DD HH:mm:ss". */
export type DateTime = string;

/** "YYYY-MM-DD". */
export type DateOnly = string;

/** Money in yuan, two decimals. */
export type Yuan = number;

/** A code with its display name (enumeration lookups). */
export interface CodeName<C extends string | number = number> {
  code: C;
  name: string;
}

/** Date range filter: start at 00:00:00, end at 23:59:59 of the chosen days (spec §5). */
export interface DateRangeQuery {
  startTime?: DateTime;
  endTime?: DateTime;
}

/** Region ids and names of a place (levels province, city, area, street). */
export interface AreaRef {
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  /** Absent for the cities without an area level (ids 382 and 383). */
  areaId?: number | null;
  areaName?: string | null;
  townId?: number | null;
  townName?: string | null;
}

/** Label of a worker or merchant (spec §3 label item). */
export interface LabelItem {
  labelId: Id;
  labelName: string;
  labelDescription: string;
  /** Icon URL. */
  labelIcon: string;
  /** Visibility per platform; the console shows labels whose provPlatform is true. */
  labelVisible: { provPlatform: boolean };
}

/** Kinds of an uploaded file (spec §3). */
export type FileKind = "image" | "video" | "audio" | "document" | "media" | "gif";

/** A file stored by the upload call. */
export interface StoredFile {
  /** Storage path, including the bucket prefix ("", "r/" or "t/"). */
  filePath: string;
  fileType: FileKind;
  /** Address the console can show or download it from. */
  url: string;
}

/** Service type picker choice: 众包 1, 总包 2 (spec §5). */
export type ScopeType = 1 | 2;

/**
 * A record as a read hands it out with its version (issue 40 §4): the id of the last live event that changed it, 0
 * when none did. A write made on the record sends it back in `X-Record-Version`; a record changed since is refused
 * with who changed it and how.
 */
export interface Versioned {
  version?: number;
}

/**
 * The request of a list's export call (issue 43 E1, E2): the list call's own search without paging, then `cursor`
 * (absent on the first call, which fixes the export's rows) and `size` (at most 100). `filterText` is the search as
 * the console's form shows it (「订单状态：待预约；客户姓名：张」), kept in 导出记录.
 */
export type ExportQuery<Q> = Omit<Q, "current" | "size"> & {
  cursor?: string;
  size?: number;
  filterText?: string;
};

/**
 * A page of an export: its id, the records from the snapshot the first call fixed, the list's total then (the
 * snapshot holds at most EXPORT_CAP of them) and the cursor of the next page, null on the last.
 */
export interface ExportPage<T> {
  exportId: string;
  records: T[];
  total: number;
  nextCursor: string | null;
}
