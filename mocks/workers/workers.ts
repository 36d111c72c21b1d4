import * as roster from "../../src/api/worker/roster";
import * as workerSearch from "../../src/api/worker/search";
import { labelOf } from "../../src/domain/enumeration";
import { SERVICE_TYPE } from "../../src/domain/orders/constants";
import {
  allowedStatusCommands,
  changeTo,
  nextGradeScore,
  WORKER_GRADE,
  WORKER_STATUS_CODE,
} from "../../src/domain/workers/status";
import { failure, invalid } from "../errors";
import { withVersions } from "../live/versions";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { chinaDateTime } from "../time";
import { pageOf, paging } from "../validate";
import { FORBIDDEN_TEXT, holdsButton } from "../orders/orderPermission";
import { likePattern } from "../lookups/widgetLookups";
import { walletAmountOf } from "./workerLedger";
import {
  areaInput,
  areaOf,
  inServiceCounts,
  labelsOf,
  ownWorker,
  toWorkerRow,
  type WorkerDbRow,
} from "./workerStore";

/**
 * The provider's worker roster (辖区师傅管理, issue 10): the list, status changes, registration and the archive's
 * reads. The status transitions come from src/domain/workers/status.ts, the table the screens read too.
 */

/**
 * The roster's search as its schema checked it (src/api/wire/worker/roster.ts: texts trimmed, the codes whole numbers
 * in range, the times real moments); a start after the end needs both fields, so it is checked here.
 */
function listWhere(search: roster.WorkerListQuery, providerId: string) {
  const where = ["provider_id = ?"];
  const args: (string | number)[] = [providerId];
  if (search.workerName) {
    where.push("worker_name LIKE ? ESCAPE '\\'");
    args.push(likePattern(search.workerName));
  }
  if (search.workerMobile) {
    where.push("worker_mobile LIKE ? ESCAPE '\\'");
    args.push(likePattern(search.workerMobile));
  }
  // The codes are 1 or more: absent and null are not given.
  if (search.accountStatus) {
    where.push("status = ?");
    args.push(search.accountStatus);
  }
  if (search.serverType) {
    where.push("(',' || server_types || ',') LIKE ?");
    args.push(`%,${search.serverType},%`);
  }
  if (search.areaId) {
    // The address picker sends its deepest level: a province, a city or a district.
    where.push("(province_id = ? OR city_id = ? OR area_id = ?)");
    args.push(search.areaId, search.areaId, search.areaId);
  }
  const start = search.startTime || undefined;
  const end = search.endTime || undefined;
  if (start && end && start > end) invalid("开始时间不能晚于结束时间");
  if (start) {
    where.push("created >= ?");
    args.push(start);
  }
  if (end) {
    where.push("created <= ?");
    args.push(end);
  }
  return { clause: where.join(" AND "), args };
}

/** The service types of the table among the request's codes, each once, in order. */
function serverTypesInput(codes: readonly number[]): number[] {
  if (codes.some((code) => !SERVICE_TYPE.some((option) => option.value === code))) invalid("服务类型不正确");
  return [...new Set(codes)].sort();
}

export default defineRoutes((r) => {
  r.serve(roster.workerList, (ctx) => {
    const user = ctx.requireUser();
    const search = checkedRequest(roster.workerList, ctx.payload);
    const request = paging(search);
    const { clause, args } = listWhere(search, user.providerId);
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM workers WHERE ${clause}`)
      .pluck()
      .get(...args) as number;
    const rows = ctx.db
      .prepare(`SELECT * FROM workers WHERE ${clause} ORDER BY created DESC, worker_id LIMIT ? OFFSET ?`)
      .all(...args, request.size, request.offset) as WorkerDbRow[];
    const ids = rows.map((row) => row.worker_id);
    const counts = inServiceCounts(ctx.db, user.providerId, ids);
    const labels = labelsOf(ctx.db, ids);
    const records = rows.map((row) =>
      toWorkerRow(row, counts.get(row.worker_id) ?? 0, labels.get(row.worker_id) ?? []),
    );
    return pageOf(
      request,
      total,
      withVersions(ctx.db, "workers", records, (row) => row.workerId),
    );
  });

  r.serve(roster.workerStatus, (ctx) => {
    const user = ctx.requireUser();
    // The schema checked the fields: 账号状态 1-5, a reason (「请输入原因」) of 200 characters at most.
    const { workerId, accountStatus: to, reason } = checkedRequest(roster.workerStatus, ctx.payload);
    const worker = ownWorker(ctx.db, user.providerId, workerId);
    const change = changeTo(to);
    if (!change) invalid("不能改为该状态");
    // Kept beside the gateway's check: it let any of the call's three codes through; the change asked for (a field of
    // the request) needs its own.
    if (!holdsButton(ctx, [change.command])) return ctx.c.json(failure(403, FORBIDDEN_TEXT), 403);
    if (!allowedStatusCommands(worker.status).includes(change.command)) {
      invalid(`当前状态不能${change.label}`);
    }
    ctx.db.transaction(() => {
      ctx.db.prepare("UPDATE workers SET status = ? WHERE worker_id = ?").run(to, worker.worker_id);
      ctx.db
        .prepare(
          `INSERT INTO worker_status_log (worker_id, from_status, to_status, reason, operator, created)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(worker.worker_id, worker.status, to, reason, user.displayName, chinaDateTime(ctx.clock()));
    })();
    ctx.live({ change: { status: { from: worker.status, to } } });
    return null;
  });

  // The fields were checked by registerWorker's schema before the handler (身份证号 by its one rule); what is left
  // here needs the database: the region ids, the service type table and the mobile not taken.
  r.serve(roster.registerWorker, (ctx) => {
    const user = ctx.requireUser();
    const body = checkedRequest(roster.registerWorker, ctx.payload);
    const area = areaInput(ctx.db, body.area);
    const serverTypes = serverTypesInput(body.serverTypes);
    const taken = ctx.db.prepare("SELECT 1 FROM workers WHERE worker_mobile = ?").get(body.workerMobile);
    if (taken) invalid("该手机号已注册");
    // Ids are 19 digits, beyond a double's precision: count up from the largest with BigInt.
    const max = ctx.db
      .prepare("SELECT worker_id FROM workers ORDER BY length(worker_id) DESC, worker_id DESC LIMIT 1")
      .pluck()
      .get() as string | undefined;
    const workerId = String(BigInt(max ?? "1810000000000000000") + 1n);
    ctx.db
      .prepare(
        `INSERT INTO workers (worker_id, provider_id, worker_name, worker_mobile, status, created, server_types,
           province_id, city_id, area_id, area_json, id_card_no, id_card_front, id_card_back)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        workerId,
        user.providerId,
        body.workerName,
        body.workerMobile,
        WORKER_STATUS_CODE.toEnable,
        chinaDateTime(ctx.clock()),
        serverTypes.join(","),
        area.provinceId,
        area.cityId,
        area.areaId ?? null,
        JSON.stringify(area),
        body.idCardNo?.toUpperCase() ?? "",
        body.idCardFront,
        body.idCardBack,
      );
    ctx.live({ ids: [workerId], change: { status: { from: null, to: WORKER_STATUS_CODE.toEnable } } });
    return { workerId };
  });

  r.serve(roster.workerCommon, (ctx) => {
    const user = ctx.requireUser();
    const worker = ownWorker(
      ctx.db,
      user.providerId,
      checkedRequest(roster.workerCommon, ctx.payload).workerId,
    );
    const counts = inServiceCounts(ctx.db, user.providerId, [worker.worker_id]);
    const labels = labelsOf(ctx.db, [worker.worker_id]);
    const completed = ctx.db
      .prepare(
        "SELECT COUNT(*) FROM orders WHERE provider_id = ? AND worker_id = ? AND order_status IN (10, 11, 13)",
      )
      .pluck()
      .get(user.providerId, worker.worker_id) as number;
    const row = toWorkerRow(worker, counts.get(worker.worker_id) ?? 0, labels.get(worker.worker_id) ?? []);
    return {
      ...withVersions(ctx.db, "workers", [row], (one) => one.workerId)[0],
      serviceLevel: worker.grade,
      walletBalance: walletAmountOf(ctx.db, worker.worker_id).balance,
      completedCount: completed,
    };
  });

  r.serve(roster.workerBasic, (ctx) => {
    const user = ctx.requireUser();
    const worker = ownWorker(
      ctx.db,
      user.providerId,
      checkedRequest(roster.workerBasic, ctx.payload).workerId,
    );
    const area = areaOf(worker);
    return {
      version: withVersions(ctx.db, "workers", [worker], (one) => one.worker_id)[0].version,
      workerId: worker.worker_id,
      workerName: worker.worker_name,
      workerMobile: worker.worker_mobile,
      gender: worker.gender,
      idCardNo: worker.id_card_no,
      idCardFront: worker.id_card_front,
      idCardBack: worker.id_card_back,
      area: area ?? { provinceId: 0, provinceName: "", cityId: 0, cityName: "" },
      detailAddress: worker.detail_address,
      emergencyContact: worker.emergency_contact ?? null,
      emergencyMobile: worker.emergency_mobile ?? null,
    };
  });

  r.serve(roster.workerAccount, (ctx) => {
    const user = ctx.requireUser();
    const worker = ownWorker(
      ctx.db,
      user.providerId,
      checkedRequest(roster.workerAccount, ctx.payload).workerId,
    );
    return {
      workerId: worker.worker_id,
      loginName: worker.worker_mobile,
      accountStatus: worker.status,
      lastLoginTime: worker.last_login,
    };
  });

  r.serve(workerSearch.labelsByWorkerId, (ctx) => {
    const user = ctx.requireUser();
    const { workerId } = checkedRequest(workerSearch.labelsByWorkerId, ctx.payload);
    const worker = ownWorker(ctx.db, user.providerId, workerId);
    return labelsOf(ctx.db, [worker.worker_id]).get(worker.worker_id) ?? [];
  });

  r.serve(roster.myGrade, (ctx) => {
    const user = ctx.requireUser();
    const worker = ownWorker(ctx.db, user.providerId, checkedRequest(roster.myGrade, ctx.payload).workerId);
    return {
      grade: worker.grade,
      gradeName: labelOf(WORKER_GRADE, worker.grade),
      score: worker.score,
      nextGradeScore: nextGradeScore(worker.grade),
    };
  });
});
