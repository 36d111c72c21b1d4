import { describe, expect, it } from "vitest";
import { allEndpoints } from "./allEndpoints";
import { api, layoutCalls, type ApiModuleName } from "./";
import { ALL_BUTTON_CODES } from "./buttons";
import { isEndpoint, pathParams, service, type Endpoint, type HttpMethod } from "./endpoint";
import { SCREENS } from "./screens";
import readme from "./README.md?raw";

/** Service prefix of each module. */
const MODULE_PREFIX: Record<ApiModuleName, string> = {
  account: "/account-app",
  adminTemplate: "/vue-admin-template",
  address: "/address-center",
  basicPublic: "/basic-public-app",
  message: "/message-app",
  finance: "/finance-app",
  order: "/order-app",
  workOrders: "/work-orders-app",
  worker: "/worker-app",
  data: "/data-app",
  goods: "/goods-app",
  merchant: "/merchant-app",
  live: "/message-app",
  staff: "/account-app",
  gateway: "/basic-public-app",
};

/** Endpoints of one module, walking a folder's nested namespaces. */
function endpointsOf(namespace: object): Endpoint[] {
  return Object.values(namespace).flatMap((value): Endpoint[] => {
    if (isEndpoint(value)) return [value];
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return endpointsOf(value);
    return [];
  });
}

/**
 * Every call of spec §7 whose path the spec shows (fully or as its last segments), with its method. Derived from the
 * spec text; a declaration that goes missing fails the test. Calls the spec only describes in words are marked
 * chosenPath in the contract and checked against the README instead.
 */
const SPEC_CALLS: [HttpMethod, string][] = [
  // Auth
  ["POST", "/account-app/oauth2/token"],
  ["DELETE", "/account-app/v1/common/token/logout"],
  ["GET", "/vue-admin-template/user/info"],
  ["POST", "/worker-app/v1/common/sms/sendVerifyCode"],
  ["POST", "/worker-app/v1/common/sms/checkVerifyCode"],
  ["POST", "/worker-app/v1/provider/registerNewProvider"],
  ["POST", "/worker-app/v1/provider/forgeProviderPassword"],
  ["GET", "/worker-app/v1/provider/confirm/firstEnter"],
  // Provider profile and contracts
  ["GET", "/worker-app/v1/provider/getProviderProfileByToken"],
  ["GET", "/worker-app/v1/provider/providerDetails"],
  ["GET", "/worker-app/v1/provider/getContractDocs"],
  ["GET", "/worker-app/v1/provider/completed/contract/list"],
  ["GET", "/worker-app/v1/provider/getProviderApplyInfo"],
  ["POST", "/worker-app/v1/provider/abilities"],
  ["POST", "/worker-app/v1/provider/covers/categories"],
  ["POST", "/worker-app/v1/provider/covers"],
  ["POST", "/worker-app/v1/provider/change/baseProfile"],
  ["POST", "/worker-app/v1/provider/modifiedMobile"],
  ["POST", "/worker-app/v1/provider/confirm/modifiedMobile"],
  ["POST", "/worker-app/v1/provider/identifyUserProfile"],
  ["POST", "/worker-app/v1/provider/submitProviderApply"],
  ["POST", "/worker-app/v1/provider/reSubmitProviderApply"],
  ["POST", "/worker-app/v1/provider/contractDetailsByCode"],
  ["POST", "/worker-app/v1/provider/resetContractStatusByFailed"],
  ["POST", "/worker-app/v1/provider/getProviderContractList"],
  ["POST", "/worker-app/v1/provider/reDownloadContract"],
  ["POST", "/worker-app/v1/provider/getContractDeposit"],
  ["POST", "/worker-app/v1/provider/payDepositStatus"],
  ["POST", "/worker-app/v1/provider/confirmPayDeposit"],
  // Payment
  ["GET", "/finance-app/api/pay/getPaySource"],
  ["GET", "/finance-app/api/pay/close/{code}"],
  // Orders
  ["POST", "/order-app/pc/provider/providerOrderQuery/orderList"],
  ["GET", "/orderDetail"],
  ["POST", "/providerServiceOrderList"],
  ["GET", "/providerServiceOrderDetail"],
  ["GET", "/merchantServerOrderComplete"],
  ["GET", "/order-app/pc/admin/order/queryOrderGoodsDetail"],
  ["GET", "/order-app/pc/admin/order/queryOrderHangUpInfo"],
  ["GET", "/order-app/pc/admin/order/queryOrderBaseInfo"],
  ["GET", "/order-app/pc/admin/order/queryWorkerInfo"],
  ["GET", "/order-app/pc/admin/order/queryOrderAppointmentInfo"],
  ["GET", "/order-app/pc/admin/order/queryServiceWorkerInfo"],
  ["GET", "/order-app/pc/admin/order/queryOrderFeeInfo"],
  ["GET", "/order-app/pc/admin/order/queryOrderCustomInfo"],
  ["GET", "/order-app/pc/admin/orderFeedBack/queryCheckResultByOrderNo"],
  ["GET", "/order-app/pc/admin/orderFeedBack/queryRepairResultByOrderNo"],
  ["POST", "/order-app/pc/admin/orderFeedBack/v2/queryOrderServiceBill"],
  ["POST", "/order-app/pc/admin/distribute/manualDistribute"],
  ["POST", "/order-app/common/orderTrack/orderTrackQuery/orderTrack"],
  ["POST", "/queryOrderCommandAuth"],
  ["POST", "/abnormalWorkerOrderList"],
  ["POST", "/workerPerformance/appointment"],
  ["POST", "/workerPerformance/visitModify"],
  ["POST", "/workerPerformance/signIn"],
  ["POST", "/workerPerformance/verify"],
  ["GET", "/workerPerformance/verifyCode"],
  ["POST", "/tmall/workerPerformance/appointment"],
  ["POST", "/tmall/workerPerformance/visitModify"],
  ["POST", "/tmall/workerPerformance/signIn"],
  ["POST", "/deliveryInstallSeparate"],
  ["GET", "/getOrderRemark"],
  ["GET", "/getSmfByBizNo"],
  ["GET", "/getExpectLabel"],
  ["POST", "/refreshCustomMobile"],
  ["GET", "/measureOrderRoomInfo"],
  // Alerts (data service)
  ["POST", "/provider/orderapp/v1/orderAlert/boardDetail"],
  ["POST", "/provider/orderapp/v1/orderAlert/list"],
  ["POST", "/provider/orderapp/v1/orderAlert/addRemark"],
  ["POST", "/provider/orderapp/v1/alertTrack/list"],
  ["GET", "/provider/orderapp/v1/orderAlert/listAllAlertType"],
  // After-sales
  ["POST", "/order-app/pc/provider/afterSaleServer/queryServerAfterSaleList"],
  ["GET", "/afterSaleServer/serverProAfterSaleDetailList"],
  ["GET", "/afterSaleServer/afterSaleWorkerFeedbackInfo"],
  // Virtual number
  ["POST", "/basic-public-app/V1/common/virNumber/refresh"],
  ["GET", "/basic-public-app/V1/common/virNumber/history"],
  // Work orders
  ["POST", "/work-orders-app/provider/workOrder/fetchList"],
  ["POST", "/work-orders-app/provider/workOrder/detail"],
  ["POST", "/work-orders-app/provider/workOrder/reply"],
  ["POST", "/work-orders-app/provider/workOrder/appendMsg"],
  ["POST", "/work-orders-app/provider/workOrder/response"],
  ["POST", "/work-orders-app/provider/workOrder/needDealNums"],
  ["POST", "/work-orders-app/provider/workOrder/cancelOrder/confirmCancel"],
  ["POST", "/work-orders-app/provider/workOrder/cancelOrder/service"],
  ["GET", "/work-orders-app/admin/configReason/getWorkType"],
  ["GET", "/work-orders-app/common/workOrder/fetchReasonByType"],
  ["POST", "/work-orders-app/admin/workOrder/switchWorkerShow"],
  // Workers
  ...[
    "list",
    "status",
    "common",
    "basic",
    "freeClass",
    "freeArea",
    "nonFree",
    "setNonFree",
    "nonFreeArea",
    "setNonFreeArea",
    "setFreeClass",
    "config",
    "setConfig",
    "nonFreeClass",
    "setNonFreeClass",
    "nonFreePercent",
    "setNonFreePercent",
    "nonFreeAreaType",
    "setBatchNonFreeArea",
    "reg",
    "class",
    "account",
    "admin/transferList",
    "getProviderArea",
    "grade/myGrade",
    "walletAmount",
    "serviceLevel",
  ].map((name): [HttpMethod, string] => ["POST", `/worker-app/v1/provider/console/worker/${name}`]),
  ["POST", "/worker-app/v2/provider/console/worker/deliveryOrders"],
  ["POST", "/tmall/contactInfo"],
  ["POST", "/tmall/abilities"],
  ["POST", "/tmall/setUnderTaking"],
  ["POST", "/tmall/underTaking"],
  ["POST", "/worker-app/v1/worker/getWorkerListByName"],
  ["GET", "/worker-app/v1/worker/config/service/item/list"],
  ["GET", "/worker-app/v1/worker/config/role/activeList"],
  ["GET", "/fuzzyQuery/workers"],
  ["GET", "/labels/byWorkerId"],
  ["POST", "/queryWorkerListByNameOrMobile"],
  ["POST", "/worker-app/v1/provider/console/map/byOrderAndArea"],
  ["POST", "/worker-app/v1/provider/console/map/tmall/byOrderAndArea"],
  ["POST", "/worker-app/v1/admin/map/tmall/byWorkerId"],
  ["POST", "/provider/workerApp/v2/assessData/providerInfo"],
  ["POST", "/provider/workerApp/v2/assessData/workerAssessDataPage"],
  ["POST", "/provider/workerApp/v2/assessData/workerViolateOrderPage"],
  // Goods
  ["GET", "/goods-app/v1/smartCategory/getAllServiceTypeAndFirstCate"],
  ["GET", "/goods-app/v1/smartCategory/getAllCategory"],
  ["GET", "/goods-app/v1/smartCategory/getOneClass"],
  ["GET", "/goods-app/v1/smartCategory/allCategory"],
  ["GET", "/goods-app/v1/serviceType/getAllServiceType"],
  ["GET", "/goods-app/v1/serviceType/list"],
  ["GET", "/getCateListByType"],
  ["GET", "/category/getOneClass"],
  ["GET", "/category/getAllCategory"],
  // Finance
  ["POST", "/pro/pageList"],
  ["POST", "/pro/billFinish"],
  ["GET", "/pro/download"],
  ["POST", "/worker/pageList"],
  ["POST", "/worker/billFinish"],
  ["POST", "/worker/billRwd"],
  ["GET", "/worker/billCollection"],
  ["GET", "/worker/detail"],
  ["GET", "/worker/download"],
  // Messages
  ["POST", "/basic-public-app/V1/common/msg/getPageList"],
  ["GET", "/basic-public-app/V1/common/msg/getPageList"],
  ["POST", "/basic-public-app/V1/common/msg/getList"],
  ["DELETE", "/basic-public-app/V1/common/msg/clear"],
  ["GET", "/basic-public-app/V1/common/msg/msgType/getList"],
  ["GET", "/protocol/alert"],
  ["GET", "/protocol/info"],
  ["GET", "/verificationCode/line"],
  ["POST", "/verificationCode/sms/send"],
  ["POST", "/message-app/V1/common/inter/msg/record/queryMsgRecordPage"],
  ["POST", "/message-app/V1/common/inter/msg/record/unReadNum"],
  ["POST", "/message-app/V1/common/inter/msg/record/readMsg"],
  ["GET", "/message-app/V1/common/inter/msg/record/msgType/tree"],
  // Address
  ["GET", "/address-center/area/get"],
  ["GET", "/address-center/area/areasByCityAndIds"],
  // Hotline
  ["GET", "/basic-public-app/V1/admin/rhinokeen/token"],
  ["POST", "/dictionary/pageList"],
  ["POST", "/saveHistory"],
  // Merchant
  ["GET", "/pageMerchantNickName"],
  ["GET", "/merchantLabel/getLabels"],
  ["POST", "/queryMerchantInfo"],
];

describe("the API contract", () => {
  it("declares at least the ~190 calls of spec §7", () => {
    expect(allEndpoints.length).toBeGreaterThanOrEqual(180);
  });

  it("collects every endpoint of every module (folders included) exactly once", () => {
    const fromModules = Object.values(api).flatMap((module) => endpointsOf(module));
    expect(new Set(allEndpoints).size).toBe(allEndpoints.length);
    expect(new Set(fromModules)).toEqual(new Set(allEndpoints));
    expect(allEndpoints).toContain(api.worker.account.sendVerifyCode);
    expect(allEndpoints).toContain(api.order.tmall.signIn);
  });

  it("never declares the same method and path twice", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const ep of allEndpoints) {
      const key = `${ep.method} ${ep.path}`;
      if (seen.has(key)) duplicates.push(`${key} (${seen.get(key)} / ${ep.summary})`);
      seen.set(key, ep.summary);
    }
    expect(duplicates).toEqual([]);
  });

  it("puts every path under its module's service prefix", () => {
    const wrong: string[] = [];
    for (const [name, prefix] of Object.entries(MODULE_PREFIX)) {
      for (const ep of endpointsOf(api[name as ApiModuleName])) {
        if (ep.service !== prefix || !ep.path.startsWith(`${prefix}/`)) wrong.push(`${name}: ${ep.path}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("writes well-formed paths", () => {
    const bad = allEndpoints.filter((ep) => !/^(\/[\w.-]+|\/\{\w+\})+$/.test(ep.path)).map((ep) => ep.path);
    expect(bad).toEqual([]);
  });

  it.each(SPEC_CALLS)("declares §7 call %s …%s", (method, fragment) => {
    const matches = allEndpoints.filter((ep) => ep.method === method && ep.path.endsWith(fragment));
    expect(matches.length, `${method} ${fragment}`).toBeGreaterThan(0);
  });

  it("documents every {param} path in its summary and in the README", () => {
    const withParams = allEndpoints.filter((ep) => pathParams(ep.path).length > 0);
    expect(withParams.length).toBeGreaterThan(0);
    for (const ep of withParams) {
      for (const param of pathParams(ep.path)) expect(ep.summary, ep.path).toContain(`{${param}}`);
      expect(readme, ep.path).toContain(ep.path);
    }
  });

  it("lists every chosen path in the README", () => {
    const chosen = allEndpoints.filter((ep) => ep.chosenPath);
    expect(chosen.length).toBeGreaterThan(0);
    const missing = chosen.filter((ep) => !readme.includes(`${ep.method} ${ep.path}`)).map((ep) => ep.path);
    expect(missing).toEqual([]);
  });

  it("follows the transport rules of each kind of call", () => {
    for (const ep of allEndpoints) {
      if (ep.service === "/work-orders-app") expect(ep.identity, ep.path).toBe("workOrder");
      if (ep.auth !== "bearer") expect(ep.identity, ep.path).toBe("none");
      if (ep.path.endsWith("/download")) expect(ep.response, ep.path).toBe("blob");
      if (ep.payload === "multipart") expect(ep.method, ep.path).toBe("POST");
    }
    expect(api.account.token.auth).toBe("basic");
    expect(api.basicPublic.uploadFile.payload).toBe("multipart");
    expect(api.basicPublic.downloadFile.response).toBe("blob");
  });

  it("maps the layout calls onto declared endpoints", () => {
    for (const ep of Object.values(layoutCalls)) expect(allEndpoints).toContain(ep);
    expect(layoutCalls.needDealNums.identity).toBe("workOrder");
    expect(layoutCalls.clearMessages.method).toBe("DELETE");
  });
});

describe("permissions in the contract", () => {
  const screenPaths = new Set<string>(Object.values(SCREENS));

  it("names a permission on every endpoint: menu path(s) or open, not both", () => {
    const none = allEndpoints.filter((ep) => ep.permission.menu.length === 0 && ep.permission.open === null);
    expect(none.map((ep) => `${ep.method} ${ep.path}`)).toEqual([]);
    const both = allEndpoints.filter((ep) => ep.permission.menu.length > 0 && ep.permission.open !== null);
    expect(both.map((ep) => `${ep.method} ${ep.path}`)).toEqual([]);
  });

  it("names only real route paths and known button codes", () => {
    for (const ep of allEndpoints) {
      for (const path of ep.permission.menu) expect(screenPaths.has(path), `${ep.path}: ${path}`).toBe(true);
      for (const button of ep.permission.button) {
        expect(ALL_BUTTON_CODES as readonly string[], ep.path).toContain(button);
      }
    }
  });

  it("opens the calls made before login to everyone, and only those and the regions", () => {
    for (const ep of allEndpoints) {
      if (ep.auth !== "bearer") expect(ep.permission.open, ep.path).toBe("public");
    }
    const publicBearer = allEndpoints.filter((ep) => ep.auth === "bearer" && ep.permission.open === "public");
    expect(publicBearer.map((ep) => ep.service)).toEqual(["/address-center", "/address-center"]);
  });

  it("lets onboarding accounts call only onboarding, profile-read, SMS, logout and message calls", () => {
    expect(api.account.logout.permission.onboarding).toBe(true);
    expect(api.adminTemplate.userInfo.permission.onboarding).toBe(true);
    expect(api.message.queryMsgRecordPage.permission.onboarding).toBe(true);
    expect(api.worker.profile.getProviderProfileByToken.permission.onboarding).toBe(true);
    expect(api.worker.profile.submitProviderApply.permission.onboarding).toBe(true);
    expect(api.order.provider.orderList.permission.onboarding).toBe(false);
    expect(api.workOrders.needDealNums.permission.onboarding).toBe(false);
    expect(api.worker.profile.changeBaseProfile.permission.onboarding).toBe(false);
  });

  it("inherits a declarer's permission and lets an endpoint add a button or replace the kind", () => {
    const s = service("/x-app", { menu: SCREENS.orderList }).under("/sub", { onboarding: true });
    const list = s.post("/list", "列表");
    const cancel = s.post("/cancel", "取消", { button: "order:cancel" });
    const shared = s.get("/shared", "共享", { open: "user" });
    const other = s.get("/other", "其他", { menu: [SCREENS.bill, SCREENS.personal], onboarding: false });
    expect(list.permission).toEqual({ menu: ["/order/index"], button: [], open: null, onboarding: true });
    expect(cancel.permission).toMatchObject({ menu: ["/order/index"], button: ["order:cancel"] });
    const either = s.post("/dispatch", "派单", { button: ["order:manualDistribute", "order:mapDispatch"] });
    expect(either.permission.button).toEqual(["order:manualDistribute", "order:mapDispatch"]);
    expect(shared.permission).toEqual({ menu: [], button: [], open: "user", onboarding: true });
    expect(other.permission).toEqual({
      menu: ["/bill/index", "/personal/index"],
      button: [],
      open: null,
      onboarding: false,
    });
    expect(service("/y-app").get("/none", "无").permission).toEqual({
      menu: [],
      button: [],
      open: null,
      onboarding: false,
    });
  });
});
