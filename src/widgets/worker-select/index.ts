export {
  WORKER_PAGE_SIZE,
  WorkerSelect,
  workerFetcher,
  workerLabel,
  workerOption,
  type WorkerSelectProps,
} from "./WorkerSelect";
