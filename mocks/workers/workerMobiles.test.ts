// @vitest-environment node
/**
 * Whole worker mobiles leave the stand-in only where the screen shows them whole (issue 43 P4): the screens whose
 * masked-phone widget reveals the number on hover and copies it — the worker's own pages (师傅列表, the archive), the
 * order detail's 师傅信息 / 服务过该订单的师傅 and worker view, a worker bill's drawer, 师傅服务数据. A selector (the worker search,
 * the map, the dispatch candidates), a list that shows no mobile and a downloaded file answer it masked.
 */
import { allEndpoints } from "../../src/api/allEndpoints";
import { FIRST_DEMO_WORKER } from "./seed/workers";
import { buildSignedRequest, createTestStandIn } from "../testing";
import { pickOrder } from "../orders/orderTesting";

/** The read calls that may answer a whole worker mobile, each with the screen that reveals it. */
const SHOWN_WHOLE = new Map<string, string>([
  ["POST /worker-app/v1/provider/console/worker/list", "师傅列表 手机号"],
  ["POST /worker-app/v1/provider/console/worker/common", "师傅档案"],
  ["POST /worker-app/v1/provider/console/worker/basic", "师傅档案 / 编辑师傅"],
  ["POST /worker-app/v1/provider/console/worker/account", "师傅档案 账号"],
  ["GET /order-app/pc/admin/order/queryWorkerInfo", "订单详情 师傅信息"],
  ["GET /order-app/pc/admin/order/queryServiceWorkerInfo", "订单详情 服务过该订单的师傅"],
  ["POST /order-app/pc/admin/order/workerOrderDetail", "订单详情 师傅视角"],
  ["GET /finance-app/api/bill/worker/detail", "师傅账单 查看"],
  ["POST /data-app/provider/workerApp/v2/assessData/workerAssessDataPage", "师傅服务数据 手机号"],
]);

it("answers whole worker mobiles only from the calls of screens that show them whole", async () => {
  const s = createTestStandIn();
  const token = await s.login("demo");
  const worker = FIRST_DEMO_WORKER;
  const orderNo = pickOrder(s.db, "worker_id = ? AND order_status = 8", worker.workerId);
  const billNo = s.db
    .prepare("SELECT bill_no FROM worker_bills WHERE worker_id = ? LIMIT 1")
    .pluck()
    .get(worker.workerId);
  const mobiles = s.db.prepare("SELECT worker_mobile FROM workers").pluck().all() as string[];
  const payload = {
    orderNo,
    billNo,
    workerId: worker.workerId,
    workerName: worker.workerName,
    keyword: "1",
    fuzzyContent: "",
    radiusKm: 100,
    current: 1,
    size: 100,
  };
  const reads = allEndpoints.filter(
    (ep) => ep.effect === "read" && ep.response !== "stream" && !ep.path.includes("{"),
  );
  const whole: string[] = [];
  for (const ep of reads) {
    const request = await buildSignedRequest(ep, payload, { token, now: s.now() });
    const text = await (await s.app.request(request)).text();
    if (mobiles.some((mobile) => text.includes(mobile))) whole.push(`${ep.method} ${ep.path}`);
  }
  expect(whole.filter((call) => !SHOWN_WHOLE.has(call))).toEqual([]);
  // The sweep reaches the worker's pages (it would find a leak elsewhere).
  expect(whole).toEqual(expect.arrayContaining(["POST /worker-app/v1/provider/console/worker/list"]));
});
