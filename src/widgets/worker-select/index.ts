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
  UNAVAILABLE_SEPARATOR,
  workerCalls,
  workerFetcher,
  workerLabel,
  workerOption,
  workerOrderOf,
  type WorkerCalls,
  type WorkerChoice,
  type WorkerSelectOrder,
} from "./workerSearch";
export {
  CANDIDATE_BUTTONS,
  UNAVAILABLE_FALLBACK,
  candidateCall,
  candidateChoice,
  candidateFetcher,
  type CandidateCall,
} from "./candidates";
