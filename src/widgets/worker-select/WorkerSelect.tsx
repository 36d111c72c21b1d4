import { api } from "../../api";
import type { WorkerSearchRecord } from "../../api/worker/search";
import { call } from "../../providers/http";
import type { PageFetcher } from "../remote-select/paging";
import { RemoteSelect, type RemoteSelectProps, type RemoteValue } from "../remote-select/RemoteSelect";

/** Searches the provider's workers by name or mobile (worker-app queryWorkerListByNameOrMobile, fuzzyContent). */
export const workerFetcher: PageFetcher<WorkerSearchRecord> = async ({ page, size, query }) => {
  const result = await call(api.worker.search.queryWorkerListByNameOrMobile, {
    fuzzyContent: query.trim(),
    current: page,
    size,
  });
  return { records: result.records, total: result.total };
};

/** "张建国 13900000001": the option text (searched and shown). */
export function workerLabel(worker: Pick<WorkerSearchRecord, "workerName" | "workerMobile">): string {
  return `${worker.workerName} ${worker.workerMobile}`;
}

export const workerOption = (worker: WorkerSearchRecord) => ({
  value: worker.workerId,
  label: workerLabel(worker),
});

export const WORKER_PAGE_SIZE = 20;

export interface WorkerSelectProps extends Omit<
  RemoteSelectProps<WorkerSearchRecord>,
  "fetchPage" | "toOption" | "onChange" | "mode"
> {
  /** Fires with the workerId and the worker (both undefined when cleared). */
  onChange?: (workerId: string | undefined, worker: WorkerSearchRecord | undefined) => void;
  /** Where workers come from (default: the worker-app search). */
  fetchPage?: PageFetcher<WorkerSearchRecord>;
}

/**
 * Worker search select (spec §2/§7): type a name or a mobile number; the search waits for a pause in typing
 * (300 ms); options show name and mobile; value: workerId. More workers load as the list is scrolled.
 */
export function WorkerSelect({
  onChange,
  fetchPage = workerFetcher,
  placeholder = "请输入师傅姓名或手机号",
  pageSize = WORKER_PAGE_SIZE,
  ...rest
}: WorkerSelectProps) {
  return (
    <RemoteSelect<WorkerSearchRecord>
      {...rest}
      className={["worker-select", rest.className].filter(Boolean).join(" ")}
      placeholder={placeholder}
      aria-label={rest["aria-label"] ?? "师傅"}
      fetchPage={fetchPage}
      toOption={workerOption}
      pageSize={pageSize}
      mode="scroll"
      onChange={(value: RemoteValue | undefined, worker) =>
        onChange?.(value === undefined ? undefined : String(value), worker)
      }
    />
  );
}
