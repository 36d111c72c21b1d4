import { api } from "../src/api";
import type { Endpoint } from "../src/api/endpoint";

/**
 * Declared endpoints (src/api) the stand-in does not serve yet. mocks/contract.test.ts fails when an endpoint is
 * neither served by a route module nor listed here, and when a listed one is served: remove the entry in the same
 * change that serves it.
 */
export const notServed: readonly Endpoint[] = [
  // basicPublic
  // finance
  api.finance.walletRecordList,
  api.finance.workerBankCardCount,
  api.finance.workerBankCardList,
  // order
  // worker
  api.worker.roster.freeArea,
  api.worker.roster.freeClass,
  api.worker.roster.getProviderArea,
  api.worker.roster.nonFree,
  api.worker.roster.nonFreeArea,
  api.worker.roster.nonFreeAreaType,
  api.worker.roster.nonFreeClass,
  api.worker.roster.nonFreePercent,
  api.worker.roster.serviceLevel,
  api.worker.roster.setBatchNonFreeArea,
  api.worker.roster.setFreeClass,
  api.worker.roster.setNonFree,
  api.worker.roster.setNonFreeArea,
  api.worker.roster.setNonFreeClass,
  api.worker.roster.setNonFreePercent,
  api.worker.roster.setWorkerConfig,
  api.worker.roster.transferList,
  api.worker.roster.walletAmount,
  api.worker.roster.workerClass,
  api.worker.roster.workerConfig,
  api.worker.search.fuzzyQueryWorkers,
  api.worker.search.getWorkerListByName,
  api.worker.search.roleActiveList,
  api.worker.search.serviceItemList,
  api.worker.tmall.abilities,
  api.worker.tmall.contactInfo,
  api.worker.tmall.pullId,
  api.worker.tmall.retrieveAbilities,
  api.worker.tmall.setUnderTaking,
  api.worker.tmall.underTaking,
  // data
  api.data.assessProviderInfo,
  api.data.workerAssessDataPage,
  api.data.workerViolateOrderPage,
  // goods
  api.goods.getAllServiceType,
  api.goods.serviceTypeList,
  api.goods.smartAllCategory,
  api.goods.smartGetAllCategory,
  api.goods.smartGetAllServiceTypeAndFirstCate,
  api.goods.smartGetOneClass,
];
