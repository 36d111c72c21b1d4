import { allEndpoints } from "../api/allEndpoints";
import type { Endpoint } from "../api/endpoint";
import { ALL_BUTTON_CODES } from "../api/buttons";
import { ORDER_COMMANDS } from "../domain/orders";
import { buttonOf } from "./engine/actions";
import { orderDetail } from "./orders/detail";
import { orderList } from "./orders/list";

/**
 * The btn catalogue against what uses it: every code gates something (a call names it, so the gateway refuses an
 * account without it, or the console offers an action, a section or a link only with it), every write the console
 * can make names a code or is listed below as open with its reason, and every order command has its action.
 */

/** Codes whose feature is another issue's (none now: the exports of issue 32 are the lists' 导出). */
const PENDING_ELSEWHERE: string[] = [];

/** Console source (not tests): the screens, layout, widgets, pages and providers. */
const consoleSources = Object.entries(
  import.meta.glob<string>(
    [
      "./**/*.{ts,tsx}",
      "../layout/**/*.{ts,tsx}",
      "../widgets/**/*.{ts,tsx}",
      "../pages/**/*.{ts,tsx}",
      "../providers/**/*.{ts,tsx}",
      "!./**/*.test.{ts,tsx}",
      "!../**/*.test.{ts,tsx}",
    ],
    { query: "?raw", import: "default", eager: true },
  ),
);

const namedByEndpoint = (code: string) => allEndpoints.some((ep) => ep.permission.button.includes(code));
const gatedInConsole = (code: string) => consoleSources.some(([, source]) => source.includes(`"${code}"`));

/**
 * Calls sent with POST, PUT or DELETE that only read: queries with a body, as the contract declares them. Listed as
 * "<service>:<last segments>" so that a new write is never taken for a read by accident.
 */
const READS = new Set(
  [
    "basic-public-app: dictionary/pageList msg/getList msg/getPageList file/urls",
    "message-app: record/queryMsgRecordPage record/unReadNum",
    "finance-app: record/list",
    "order-app: orderTrackQuery/queryOrderCommandAuth v2/queryOrderServiceBill order/workerOrderDetail",
    "order-app: abnormalOrder/abnormalWorkerOrderList tmall/abnormalWorkerOrderList providerOrderQuery/orderList",
    "order-app: serviceOrder/providerServiceOrderList afterSaleServer/queryServerAfterSaleList",
    "order-app: providerOrderQuery/orderStatusCount",
    "account-app: staff/list staff/history staff/exportLog",
    "work-orders-app: workOrder/fetchList workOrder/needDealNums",
    "worker-app: provider/abilities covers/categories provider/covers provider/getContractDeposit",
    "worker-app: provider/getProviderContractList provider/payDepositStatus provider/contractDetailsByCode",
    "worker-app: worker/deliveryOrders worker/freeArea worker/freeClass worker/getProviderArea grade/myGrade",
    "worker-app: worker/nonFree worker/nonFreeArea worker/nonFreeAreaType worker/nonFreeClass worker/nonFreePercent",
    "worker-app: worker/serviceLevel admin/transferList worker/walletAmount worker/account worker/basic worker/class",
    "worker-app: worker/common worker/config worker/list worker/getWorkerListByName",
    "worker-app: worker/queryWorkerListByNameOrMobile tmall/abilities tmall/contactInfo tmall/servedWorkerIds",
    "worker-app: tmall/underTaking",
    "data-app: orderAlert/boardDetail orderAlert/list assessData/providerInfo assessData/workerAssessDataPage",
    "data-app: assessData/workerViolateOrderPage",
    "merchant-app: merchant/queryMerchantInfo",
  ].flatMap((line) => {
    const [service, names] = line.split(": ");
    return names.split(" ").map((name) => `${service}:${name}`);
  }),
);

/** GET calls that change something (the spec gives them with GET). */
const GET_WRITES = ["/workerPerformance/verifyCode", "/pay/close/{code}", "/provider/confirm/firstEnter"];

/** Writes no btn code guards, and why (docs/decisions.md, "Button codes"). */
const OPEN_WRITES: Record<string, string> = {
  "/account-app/oauth2/token": "login",
  "/account-app/v1/common/token/logout": "every account logs out",
  "/worker-app/v1/common/sms/sendVerifyCode": "before login (login, registration, forgotten password)",
  "/worker-app/v1/common/sms/checkVerifyCode": "before login",
  "/worker-app/v1/provider/registerNewProvider": "before login",
  "/worker-app/v1/provider/forgeProviderPassword": "before login",
  "/basic-public-app/V1/common/verificationCode/sms/send": "before login",
  "/basic-public-app/V1/common/file/upload":
    "a file alone changes nothing; the form that names it is guarded",
  "/basic-public-app/V1/common/protocol/accept": "an account accepts an agreement for itself",
  "/worker-app/v1/provider/confirm/firstEnter": "the account's own first entry, right after login",
  "/worker-app/v1/provider/submitProviderApply":
    "onboarding: no btn list applies before the account is opened",
  "/worker-app/v1/provider/reSubmitProviderApply": "onboarding",
  "/account-app/V1/provider/staff/create":
    "staff accounts are the main account's alone (the handler checks it)",
  "/account-app/V1/provider/staff/grant": "the main account's alone",
  "/account-app/V1/provider/staff/status": "the main account's alone",
  "/account-app/V1/provider/staff/resetPassword": "the main account's alone",
  "/account-app/V1/provider/staff/update": "the main account's alone",
  "/account-app/V1/provider/staff/remove": "the main account's alone",
  "/account-app/V1/provider/staff/changeInitialPassword": "an account changes its own initial password",
  "/finance-app/api/pay/close/{code}":
    "onboarding's deposit cashier (the personal centre's is personal:payDeposit)",
};

function readKey(ep: Endpoint): string {
  const segments = ep.path.split("/");
  return `${ep.service.slice(1)}:${segments.slice(-2).join("/")}`;
}

const isWrite = (ep: Endpoint) =>
  ep.method === "GET" ? GET_WRITES.some((tail) => ep.path.endsWith(tail)) : !READS.has(readKey(ep));

describe("the btn catalogue", () => {
  it("gates something with every code", () => {
    const idle = ALL_BUTTON_CODES.filter(
      (code) => !PENDING_ELSEWHERE.includes(code) && !namedByEndpoint(code) && !gatedInConsole(code),
    );
    expect(idle).toEqual([]);
  });

  it("names a code on every write, or lists it as open with a reason", () => {
    const writes = allEndpoints.filter(isWrite);
    expect(writes.length).toBeGreaterThan(60);
    const unguarded = writes
      .filter((ep) => ep.permission.button.length === 0 && !(ep.path in OPEN_WRITES))
      .map((ep) => `${ep.method} ${ep.path}`);
    expect(unguarded).toEqual([]);
  });

  it("keeps its lists true: every read and open write exists, and an open write names no code", () => {
    const readKeys = new Set(allEndpoints.filter((ep) => ep.method !== "GET").map(readKey));
    expect([...READS].filter((key) => !readKeys.has(key))).toEqual([]);
    for (const path of Object.keys(OPEN_WRITES)) {
      const ep = allEndpoints.find((e) => e.path === path);
      expect(ep, path).toBeDefined();
      expect(ep?.permission.button, path).toEqual([]);
    }
    for (const tail of GET_WRITES)
      expect(
        allEndpoints.some((ep) => ep.path.endsWith(tail)),
        tail,
      ).toBe(true);
  });

  it("offers every order command as an action of the order screens", () => {
    const actions = [
      ...(orderList.actions ?? []),
      ...(orderDetail.actions ?? []),
      ...orderDetail.sections.flatMap((section) => section.actions ?? []),
    ];
    const offered = new Set([
      ...actions.flatMap((action) => [action.command, action.button, action.code]),
      ...orderDetail.sections.map((section) => section.button),
    ]);
    const missing = ORDER_COMMANDS.map((cmd) => cmd.code).filter((code) => !offered.has(code));
    expect(missing).toEqual([]);
    // Each action's call names the action's code, so the stand-in refuses what the console would not offer.
    for (const action of actions) {
      const button = buttonOf(action);
      if (!button || typeof action.endpoint !== "object") continue;
      expect(action.endpoint.permission.button, action.key).toContain(button);
    }
  });
});
