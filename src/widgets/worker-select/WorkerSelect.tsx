import { Empty } from "antd";
import { useMemo } from "react";
import { RemoteSelect, type RemoteSelectProps, type RemoteValue } from "../remote-select/RemoteSelect";
import {
  isTmallOrder,
  once,
  workerCalls,
  workerFetcher,
  workerGroup,
  workerOption,
  type WorkerCalls,
  type WorkerChoice,
  type WorkerSelectOrder,
} from "./workerSearch";

export const WORKER_PAGE_SIZE = 20;
export const NO_WORKER_TEXT = "暂无师傅";
export const NO_MATCH_TEXT = "暂无匹配师傅";

export interface WorkerSelectProps extends Omit<
  RemoteSelectProps<WorkerChoice>,
  "fetchPage" | "toOption" | "onChange" | "mode" | "groupOf" | "emptyText"
> {
  /** Fires with the workerId and the worker (both undefined when cleared). */
  onChange?: (workerId: string | undefined, worker: WorkerChoice | undefined) => void;
  /** The order the worker is picked for: a 天猫 order lists the workers who served its customer first. */
  order?: WorkerSelectOrder;
  /** The calls behind the options (default: the worker-app search calls; replaced in tests). */
  calls?: WorkerCalls;
}

const emptyText = (query: string) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.trim() ? NO_MATCH_TEXT : NO_WORKER_TEXT} />
);

/**
 * Worker search select (spec §2/§7): type a name or a mobile number; the search waits for a pause in typing
 * (300 ms); options show the name and the masked mobile (spec §5, `张建国 139****0001`), so does the chosen value;
 * value: workerId. More workers load as the list is scrolled. For a 天猫 order the workers who served its customer
 * come first, under 服务过该客户. Where each list comes from: ./workerSearch.ts.
 */
export function WorkerSelect({
  onChange,
  order,
  calls = workerCalls,
  placeholder = "请输入师傅姓名或手机号",
  pageSize = WORKER_PAGE_SIZE,
  ...rest
}: WorkerSelectProps) {
  const tmallOrderNo = isTmallOrder(order) ? order.orderNo : undefined;
  const fetchPage = useMemo(
    () => workerFetcher(calls, tmallOrderNo ? once(() => calls.served(tmallOrderNo)) : undefined),
    [calls, tmallOrderNo],
  );
  return (
    <RemoteSelect<WorkerChoice>
      {...rest}
      className={["worker-select", rest.className].filter(Boolean).join(" ")}
      placeholder={placeholder}
      aria-label={rest["aria-label"] ?? "师傅"}
      fetchPage={fetchPage}
      toOption={workerOption}
      groupOf={workerGroup}
      emptyText={emptyText}
      pageSize={pageSize}
      mode="scroll"
      onChange={(value: RemoteValue | undefined, worker) =>
        onChange?.(value === undefined ? undefined : String(value), worker)
      }
    />
  );
}
