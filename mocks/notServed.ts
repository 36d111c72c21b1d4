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
  api.finance.proBillDownload,
  api.finance.proBillFinish,
  api.finance.proBillPageList,
  api.finance.proBillStatusEnum,
  api.finance.workerBillCollection,
  api.finance.workerBillDetail,
  api.finance.workerBillDownload,
  api.finance.workerBillFinish,
  api.finance.workerBillPageList,
  api.finance.workerBillRwd,
  api.finance.workerBillStatusEnum,
  // order
  api.order.provider.abnormalWorkerOrderList,
  api.order.provider.merchantServerOrderComplete,
  api.order.provider.providerServiceOrderDetail,
  api.order.provider.providerServiceOrderList,
  api.order.tmall.abnormalWorkerOrderList,
  // worker
  api.worker.profile.abilities,
  api.worker.profile.changeBaseProfile,
  api.worker.profile.completedContractList,
  api.worker.profile.confirmModifiedMobile,
  api.worker.profile.contractDetailsByCode,
  api.worker.profile.coverCategories,
  api.worker.profile.covers,
  api.worker.profile.getContractDeposit,
  api.worker.profile.getContractDocs,
  api.worker.profile.getProviderApplyInfo,
  api.worker.profile.getProviderContractList,
  api.worker.profile.getProviderProfileByToken,
  api.worker.profile.identifyUserProfile,
  api.worker.profile.modifiedMobile,
  api.worker.profile.providerDetails,
  api.worker.profile.reDownloadContract,
  api.worker.profile.reSubmitProviderApply,
  api.worker.profile.resetContractStatusByFailed,
  api.worker.profile.submitProviderApply,
  // data
  api.data.alertAddRemark,
  api.data.alertBoardDetail,
  api.data.alertList,
  api.data.alertTrackList,
  api.data.listAllAlertType,
  // goods
  api.goods.getAllServiceType,
  api.goods.serviceTypeList,
  api.goods.smartAllCategory,
  api.goods.smartGetAllCategory,
  api.goods.smartGetAllServiceTypeAndFirstCate,
  api.goods.smartGetOneClass,
];
