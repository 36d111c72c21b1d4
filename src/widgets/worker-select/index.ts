export {
  NO_MATCH_TEXT,
  NO_WORKER_TEXT,
  WORKER_PAGE_SIZE,
  WorkerSelect,
  type WorkerSelectProps,
} from "./WorkerSelect";
export {
  OTHERS_GROUP,
  SERVED_GROUP,
  workerCalls,
  workerFetcher,
  workerLabel,
  workerOption,
  workerOrderOf,
  type WorkerCalls,
  type WorkerChoice,
  type WorkerSelectOrder,
} from "./workerSearch";
