import { Empty } from "antd";
import { useMemo } from "react";
import { usePermission } from "../../providers/usePermission";
import { RemoteSelect, type RemoteSelectProps, type RemoteValue } from "../remote-select/RemoteSelect";
import { CANDIDATE_BUTTONS, candidateCall, candidateFetcher, type CandidateCall } from "./candidates";
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
  /**
   * The order the worker is picked for: its dispatch candidates are listed (who may not take it disabled, with why),
   * or, for an account that may not ask them, the search with a 天猫 order's served workers first.
   */
  order?: WorkerSelectOrder;
  /** The calls behind the options (default: the worker-app search calls; replaced in tests). */
  calls?: WorkerCalls;
  /** The candidates call of an order (default: the dispatch candidates, when the account may ask; tests give one). */
  candidates?: CandidateCall;
}

const emptyText = (query: string) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.trim() ? NO_MATCH_TEXT : NO_WORKER_TEXT} />
);

/**
 * Worker search select (spec §2/§7): type a name or a mobile number; the search waits for a pause in typing
 * (300 ms); options show the name and the masked mobile (spec §5, `张建国 139****0001`), so does the chosen value;
 * value: workerId. More workers load as the list is scrolled. For an order, its dispatch candidates (./candidates.ts):
 * a worker who may not take it is disabled, his reason beside his name (`张建国 139****0001 — 师傅今日接单已满（8/8）`).
 * For a 天猫 order the workers who served its customer come first, under 服务过该客户. Where each list comes from:
 * ./workerSearch.ts, ./candidates.ts.
 */
export function WorkerSelect({
  onChange,
  order,
  calls = workerCalls,
  candidates,
  placeholder = "请输入师傅姓名或手机号",
  pageSize = WORKER_PAGE_SIZE,
  ...rest
}: WorkerSelectProps) {
  const { mayDo } = usePermission();
  const ask = candidates ?? (CANDIDATE_BUTTONS.some(mayDo) ? candidateCall : undefined);
  const orderNo = order?.orderNo || undefined;
  const tmallOrderNo = isTmallOrder(order) ? order.orderNo : undefined;
  const fetchPage = useMemo(
    () =>
      orderNo && ask
        ? candidateFetcher(ask, orderNo)
        : workerFetcher(calls, tmallOrderNo ? once(() => calls.served(tmallOrderNo)) : undefined),
    [ask, calls, orderNo, tmallOrderNo],
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
