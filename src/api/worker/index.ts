/**
 * /worker-app — the worker-service endpoints, one namespace per file: `api.worker.account.sendVerifyCode`,
 * `api.worker.profile.confirmPayDeposit`, `api.worker.roster.workerList`, `api.worker.tmall.pullId`,
 * `api.worker.search.queryWorkerListByNameOrMobile`, `api.worker.map.byOrderAndArea`,
 * `api.worker.dispatchSettings.dispatchSettings` (接单超时时间, issue 41).
 * Worker assessment belongs to the data service: see ../data.ts.
 */
export * as account from "./account";
export * as profile from "./profile";
export * as roster from "./roster";
export * as tmall from "./tmall";
export * as search from "./search";
export * as map from "./map";
export * as dispatchSettings from "./dispatchSettings";
