/**
 * The every-write fixtures of the writes that are not order operations (mocks/live/writeFixtures.ts): work orders,
 * alerts, bills, messages, the account's own profile and agreements, staff accounts and workers. A write without a key
 * field fails by a missing required field instead of a missing record.
 */
import { api } from "../../src/api";
import type { Page } from "../../src/api/endpoint";
import type { ProviderBill } from "../../src/api/finance";
import { CANCEL_REASON_WORK_TYPE } from "../../src/domain/workOrderActions";
import { PROTOCOL_CODES } from "../../src/domain/protocols";
import { encryptForLogin } from "../testing";
import { DEMO_PROVIDER } from "../orders/orderTesting";
import {
  accountId,
  activeWorkers,
  districtOf,
  PHOTOS,
  workOrderFor,
  type FixtureContext,
  type Payload,
  type WriteFixtures,
} from "./writeFixtures";

const w = api.worker.roster;
const wo = api.workOrders;

const pluck = (f: FixtureContext, sql: string, ...args: unknown[]) =>
  f.db
    .prepare(sql)
    .pluck()
    .get(...args);

/** A 正常 worker of demo, with `more` fields. */
const onWorker = (more: (f: FixtureContext, workerId: string) => Payload = () => ({})) => ({
  ok: (f: FixtureContext) => {
    const [workerId] = activeWorkers(f.db, 1);
    return { workerId, ...more(f, workerId) };
  },
});

/** The 总包 first-level category and a 众包 second-level one (what the class settings accept). */
function categories(f: FixtureContext): string[] {
  const first = pluck(
    f,
    "SELECT id FROM goods_categories WHERE level = 1 AND scope_types LIKE '%2%' ORDER BY id",
  );
  const second = pluck(f, "SELECT id FROM goods_categories WHERE level = 2 ORDER BY id");
  return [String(first), String(second)];
}

/** The bill number of a demo bill awaiting its confirmation, after the list has generated the bills. */
async function billAwaiting(f: FixtureContext, kind: "provider" | "worker"): Promise<string> {
  const list = kind === "provider" ? api.finance.proBillPageList : api.finance.workerBillPageList;
  await f.call(list, { current: 1, size: 10 });
  const table = kind === "provider" ? "provider_bills" : "worker_bills";
  return String(
    pluck(f, `SELECT bill_no FROM ${table} WHERE provider_id = ? AND bill_status = 2`, DEMO_PROVIDER),
  );
}

/** 确认账单 of a demo bill awaiting its confirmation, naming its total as the list shows it. */
async function providerBillAwaiting(f: FixtureContext): Promise<Payload> {
  const billNo = await billAwaiting(f, "provider");
  const { body } = await f.call(api.finance.proBillPageList, { current: 1, size: 1, billNo });
  const [bill] = (body.data as Page<ProviderBill>).records;
  return { billNo, totalAmount: bill.totalAmount };
}

const LIMITED = (f: FixtureContext) => accountId(f.db, "limited");

export const otherWriteFixtures: WriteFixtures = [
  // ---- Work orders ----
  [wo.reply, { ok: (f) => ({ workOrderId: workOrderFor(f.db, "reply"), content: "已安排师傅上门" }) }],
  [wo.appendMsg, { ok: (f) => ({ workOrderId: workOrderFor(f.db, "appendMsg"), content: "补充说明" }) }],
  [wo.response, { ok: (f) => ({ workOrderId: workOrderFor(f.db, "response"), result: "已处理完毕" }) }],
  [wo.confirmCancel, { ok: (f) => ({ workOrderId: workOrderFor(f.db, "confirmCancel"), agree: true }) }],
  [
    wo.cancelOrderService,
    {
      ok: (f) => ({
        workOrderId: workOrderFor(f.db, "cancelService"),
        reason: pluck(
          f,
          "SELECT reason_name FROM work_order_reasons WHERE work_type = ?",
          CANCEL_REASON_WORK_TYPE,
        ),
      }),
    },
  ],
  [
    wo.switchWorkerShow,
    { ok: (f) => ({ workOrderId: workOrderFor(f.db, "switchWorkerShow"), workerShow: 1 }) },
  ],

  // ---- Alerts ----
  [
    api.data.alertAddRemark,
    {
      ok: (f) => ({
        alertId: pluck(f, "SELECT alert_id FROM order_alerts WHERE provider_id = ?", DEMO_PROVIDER),
        remark: "已联系师傅今日上门",
      }),
    },
  ],
  [
    api.data.alertFinish,
    {
      ok: (f) => ({
        alertId: pluck(
          f,
          "SELECT alert_id FROM order_alerts WHERE provider_id = ? AND handle_status = 1",
          DEMO_PROVIDER,
        ),
        remark: "已电话安抚客户",
      }),
    },
  ],

  // ---- Bills ----
  [api.finance.proBillFinish, { ok: (f) => providerBillAwaiting(f) }],
  [api.finance.workerBillFinish, { ok: async (f) => ({ billNo: await billAwaiting(f, "worker") }) }],

  // ---- Messages ----
  [
    api.message.readMsg,
    {
      ok: (f) => ({
        ids: [String(pluck(f, "SELECT id FROM messages WHERE uid = ? AND is_read = 0", DEMO_PROVIDER))],
      }),
      fail: () => ({}),
    },
  ],
  [
    api.basicPublic.msgClear,
    { ok: () => ({ channel: 2, uid: DEMO_PROVIDER }), fail: () => ({ uid: DEMO_PROVIDER }) },
  ],

  // ---- The account's own profile and agreements ----
  [
    api.basicPublic.protocolAccept,
    {
      as: "newcomer",
      ok: async (f) => {
        const protocolCode = PROTOCOL_CODES.providerService;
        const alert = await f.call(api.basicPublic.protocolAlert, { protocolCode });
        return { protocolCode, version: (alert.body.data as { version: string }).version };
      },
      fail: () => ({ protocolCode: "NO_SUCH_PROTOCOL", version: "1.0" }),
    },
  ],
  [api.worker.profile.changeBaseProfile, { ok: () => ({ contactName: "王经理" }), fail: () => ({}) }],
  [
    api.worker.dispatchSettings.setDispatchSettings,
    { ok: () => ({ acceptTimeoutMinutes: 45 }), fail: () => ({ acceptTimeoutMinutes: 1 }) },
  ],
  [
    api.worker.profile.identifyUserProfile,
    {
      ok: () => ({
        realName: "王小明",
        idCardNo: "11010519491231002x",
        idCardFront: PHOTOS[0],
        idCardBack: PHOTOS[1],
      }),
      fail: () => ({ idCardNo: "11010519491231002x" }),
    },
  ],

  // ---- Staff accounts ----
  [
    api.staff.staffCreate,
    {
      ok: () => ({ name: "王调度", mobile: "13911112222", password: encryptForLogin("Start2026a") }),
      fail: () => ({ mobile: "13911112222", password: encryptForLogin("Start2026a") }),
    },
  ],
  [
    api.staff.staffGrant,
    {
      // Takes the buttons away, keeps the menus.
      ok: (f) => ({
        id: LIMITED(f),
        menus: JSON.parse(String(pluck(f, "SELECT menus FROM accounts WHERE id = ?", LIMITED(f)))) as unknown,
        buttons: [],
      }),
    },
  ],
  [api.staff.staffStatus, { ok: (f) => ({ id: LIMITED(f), enabled: false }) }],
  [
    api.staff.staffResetPassword,
    { ok: (f) => ({ id: LIMITED(f), password: encryptForLogin("Reset2026a") }) },
  ],
  [api.staff.staffUpdate, { ok: (f) => ({ id: LIMITED(f), name: "李小调", mobile: "13911113333" }) }],
  [api.staff.staffRemove, { ok: (f) => ({ id: LIMITED(f) }) }],

  // ---- Workers ----
  [
    w.registerWorker,
    {
      ok: (f) => ({
        workerName: "李新来",
        workerMobile: "13912345678",
        idCardFront: "files/id-front.jpg",
        idCardBack: "files/id-back.jpg",
        area: districtOf(f.db, activeWorkers(f.db, 1)[0]),
        serverTypes: [1],
      }),
      fail: () => ({ workerMobile: "13912345678" }),
    },
  ],
  [
    w.updateWorker,
    onWorker((f, workerId) => ({
      workerName: "张建国",
      workerMobile: "13900000099",
      gender: 2,
      idCardFront: "worker/a.jpg",
      idCardBack: "worker/b.jpg",
      area: districtOf(f.db, workerId),
      detailAddress: "幸福路 1 号",
    })),
  ],
  [w.workerStatus, onWorker(() => ({ accountStatus: 4, reason: "多次违规" }))],
  [w.setNonFree, onWorker(() => ({ nonFree: true }))],
  [w.setNonFreeArea, onWorker((f, workerId) => ({ areas: [districtOf(f.db, workerId)] }))],
  [w.setFreeClass, onWorker((f) => ({ categoryIds: categories(f) }))],
  [w.setNonFreeClass, onWorker((f) => ({ categoryIds: categories(f).slice(0, 1) }))],
  [w.setNonFreePercent, onWorker(() => ({ percent: 50 }))],
  [
    w.setWorkerConfig,
    onWorker(() => ({ maxDailyOrders: 10, autoAccept: true, serviceItemIds: ["1"], roleIds: ["1"] })),
  ],
  [
    w.setBatchNonFreeArea,
    {
      ok: (f) => {
        const workerIds = activeWorkers(f.db, 2);
        return { workerIds, areas: [districtOf(f.db, workerIds[0])] };
      },
    },
  ],
  [api.worker.tmall.pullId, onWorker()],
  [
    api.worker.tmall.retrieveAbilities,
    {
      // Abilities come once the worker's 天猫 id was pulled.
      ok: async (f) => {
        const [workerId] = activeWorkers(f.db, 1);
        await f.call(api.worker.tmall.pullId, { workerId });
        return { workerId };
      },
    },
  ],
  [api.worker.tmall.setUnderTaking, onWorker(() => ({ underTaking: false }))],
];
