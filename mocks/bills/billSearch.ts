/**
 * The bill lists' filters as SQL (bills.ts): what their schemas checked (src/api/wire/financeBills.ts), as WHERE
 * clauses on the bill table `b` (and the worker `w` for the worker bills).
 */
import { whereDayRange } from "../validate";

/**
 * The bill lists' search as their schemas checked it (src/api/wire/financeBills.ts: texts trimmed, 账单状态 1-3, the
 * month a real one, the times real moments or whole days); absent, null and "" are not given.
 */
export interface BillSearch {
  billNo?: string | null;
  billStatus?: number | null;
  billMonth?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

export interface WorkerBillSearch extends BillSearch {
  workerId?: string | null;
  workerName?: string | null;
  workerMobile?: string | null;
}

/** WHERE of the filters both bill lists share (b = the bill table). */
export function billWhere(search: BillSearch, providerId: string) {
  const where = ["b.provider_id = ?"];
  const args: (string | number)[] = [providerId];
  if (search.billNo) {
    where.push("b.bill_no = ?");
    args.push(search.billNo);
  }
  if (search.billStatus) {
    where.push("b.bill_status = ?");
    args.push(search.billStatus);
  }
  if (search.billMonth) {
    where.push("b.bill_month = ?");
    args.push(search.billMonth);
  }
  // The date range picks bills by when they were generated (a plain day is the whole day; a start after the end is
  // refused).
  whereDayRange({ startTime: search.startTime, endTime: search.endTime }, "b.created", {
    clauses: where,
    args,
  });
  return { where, args };
}

export function workerWhere(search: WorkerBillSearch, providerId: string) {
  const { where, args } = billWhere(search, providerId);
  if (search.workerId) {
    where.push("b.worker_id = ?");
    args.push(search.workerId);
  }
  if (search.workerName) {
    where.push("instr(w.worker_name, ?) > 0");
    args.push(search.workerName);
  }
  if (search.workerMobile) {
    where.push("instr(w.worker_mobile, ?) > 0");
    args.push(search.workerMobile);
  }
  return { clause: where.join(" AND "), args };
}

/**
 * workerBillCollection's query (a GET) as the lists' search: its schema checked the values, which come as sent (text,
 * untrimmed; 账单状态 as its digits).
 */
export function querySearch(query: Record<keyof WorkerBillSearch, string | undefined>): WorkerBillSearch {
  const given = (value: string | undefined) => value?.trim() || undefined;
  return {
    billNo: given(query.billNo),
    billStatus: query.billStatus === undefined ? undefined : Number(query.billStatus),
    billMonth: given(query.billMonth),
    startTime: query.startTime,
    endTime: query.endTime,
    workerId: given(query.workerId),
    workerName: given(query.workerName),
    workerMobile: given(query.workerMobile),
  };
}
