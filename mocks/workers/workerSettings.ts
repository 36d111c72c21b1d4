import * as finance from "../../src/api/finance";
import * as roster from "../../src/api/worker/roster";
import * as workerSearch from "../../src/api/worker/search";
import * as tmall from "../../src/api/worker/tmall";
import { labelOf } from "../../src/domain/enumeration";
import { SERVICE_TYPE } from "../../src/domain/orders/constants";
import type { Endpoint } from "../../src/api/endpoint";
import type { Id } from "../../src/api/types";
import { WORKER_GRADE, WORKER_STATUS_CODE } from "../../src/domain/workers/status";
import { invalid } from "../errors";
import { defineRoutes, type HandlerContext } from "../router";
import { checkedRequest } from "../requestSchema";
import { pageOf, paging } from "../validate";
import { likePattern, maskedWorkers } from "../lookups/widgetLookups";
import { bankCards, walletAmountOf, walletRecords } from "./workerLedger";
import {
  areasInput,
  classesOf,
  classIdsInput,
  DEFAULT_CONFIG,
  providerAreas,
  saveSettings,
  settingsOf,
} from "./workerSettingsStore";
import { areaInput, areaOf, changedProfileFields, ownWorker, type WorkerDbRow } from "./workerStore";

/**
 * A worker's settings (D.4), profile edit, transfer records, wallet and bank cards, 天猫 account and the worker
 * lookups. Each call's schema (src/api/wire/worker/rosterSettings.ts and its neighbours) has checked its fields
 * before the handler, with the rules (ranges, texts) of src/domain/workers/settings.ts; what is left here needs the
 * database or the worker: the worker is the caller's and not 拉黑, the ids are the catalogues', the areas the
 * provider's. Each write names the request fields it changed for its live event (the gateway emits it, keyed by the
 * worker).
 */

/** Stand-in catalogues behind 接单设置 (the spec names the calls, not their content). */
export const SERVICE_ITEMS: workerSearch.ServiceItem[] = [
  { itemId: "1", itemName: "送货入户", serverType: 1 },
  { itemId: "2", itemName: "基础安装", serverType: 1 },
  { itemId: "3", itemName: "旧机拆除", serverType: 1 },
  { itemId: "4", itemName: "上门检测", serverType: 2 },
  { itemId: "5", itemName: "故障维修", serverType: 2 },
  { itemId: "6", itemName: "上门测量", serverType: 3 },
];
export const WORKER_ROLES: workerSearch.WorkerRole[] = [
  { roleId: "1", roleName: "安装师傅" },
  { roleId: "2", roleName: "维修师傅" },
  { roleId: "3", roleName: "送货师傅" },
  { roleId: "4", roleName: "测量师傅" },
];

export const BLACKLISTED_TEXT = "师傅已拉黑，不能修改";
export const NOT_ENABLED_TEXT = "师傅账号未启用";

/** The caller's worker, one that may still be changed (not 拉黑). */
function changeableWorker(ctx: HandlerContext<unknown>, workerId: Id): WorkerDbRow {
  const worker = ownWorker(ctx.db, ctx.requireUser().providerId, workerId);
  if (worker.status === WORKER_STATUS_CODE.blacklisted) invalid(BLACKLISTED_TEXT);
  return worker;
}

/** The caller's worker a read names (`endpoint`'s request, its workerId checked by the schema). */
function workerOf(ctx: HandlerContext<unknown>, endpoint: Endpoint<{ workerId: Id }, unknown>): WorkerDbRow {
  return ownWorker(ctx.db, ctx.requireUser().providerId, checkedRequest(endpoint, ctx.payload).workerId);
}

/** Names the settings a write changed, by the request's field names. */
function changed(ctx: HandlerContext<unknown>, ...fields: string[]): null {
  ctx.live({ change: { fields } });
  return null;
}

/** Ids of a fixed catalogue (absent is none), each once; one the catalogue lacks is 「X不正确」. */
function idsIn(
  value: readonly (string | number)[] | null | undefined,
  label: string,
  known: readonly string[],
) {
  const ids = [...new Set((value ?? []).map((item) => String(item).trim()))];
  if (ids.some((id) => !known.includes(id))) invalid(`${label}不正确`);
  return ids;
}

function searchWhere(providerId: string, column: string, keyword: string) {
  return {
    sql: `SELECT worker_id AS workerId, worker_name AS workerName, worker_mobile AS workerMobile FROM workers
          WHERE provider_id = ? AND ${column} ORDER BY worker_name, worker_id LIMIT 20`,
    args: [providerId, ...Array<string>(column.split("?").length - 1).fill(likePattern(keyword))],
  };
}

export default defineRoutes((r) => {
  // ---- profile ----

  r.serve(roster.updateWorker, (ctx) => {
    // The request's schema (src/api/worker/rosterProfile.ts) has checked every field, the 身份证号 by GB 11643.
    const p = checkedRequest(roster.updateWorker, ctx.payload);
    const worker = changeableWorker(ctx, p.workerId);
    const { workerName, workerMobile, gender, idCardNo, idCardFront, idCardBack } = p;
    const area = areaInput(ctx.db, p.area);
    const detailAddress = p.detailAddress ?? "";
    const emergencyContact = p.emergencyContact ?? null;
    const emergencyMobile = p.emergencyMobile ?? null;
    const taken = ctx.db
      .prepare("SELECT 1 FROM workers WHERE worker_mobile = ? AND worker_id <> ?")
      .get(workerMobile, worker.worker_id);
    if (taken) invalid("该手机号已注册");
    ctx.db
      .prepare(
        `UPDATE workers SET worker_name = ?, worker_mobile = ?, gender = ?, id_card_no = ?, id_card_front = ?,
           id_card_back = ?, province_id = ?, city_id = ?, area_id = ?, area_json = ?, detail_address = ?,
           emergency_contact = ?, emergency_mobile = ? WHERE worker_id = ?`,
      )
      .run(
        workerName,
        workerMobile,
        gender,
        idCardNo?.toUpperCase() ?? "",
        idCardFront,
        idCardBack,
        area.provinceId,
        area.cityId,
        area.areaId ?? null,
        JSON.stringify(area),
        detailAddress,
        emergencyContact,
        emergencyMobile,
        worker.worker_id,
      );
    const after = ownWorker(ctx.db, ctx.requireUser().providerId, worker.worker_id);
    return changed(ctx, ...changedProfileFields(worker, after));
  });

  // ---- classes ----

  r.serve(roster.freeClass, (ctx) =>
    classesOf(ctx.db, settingsOf(ctx.db, workerOf(ctx, roster.freeClass).worker_id).freeClasses),
  );
  r.serve(roster.nonFreeClass, (ctx) =>
    classesOf(ctx.db, settingsOf(ctx.db, workerOf(ctx, roster.nonFreeClass).worker_id).nonFreeClasses),
  );
  r.serve(roster.workerClass, (ctx) => {
    const settings = settingsOf(ctx.db, workerOf(ctx, roster.workerClass).worker_id);
    return classesOf(ctx.db, [...new Set([...settings.freeClasses, ...settings.nonFreeClasses])]);
  });
  r.serve(roster.setFreeClass, (ctx) => {
    const body = checkedRequest(roster.setFreeClass, ctx.payload);
    const worker = changeableWorker(ctx, body.workerId);
    saveSettings(ctx.db, worker.worker_id, { freeClasses: classIdsInput(ctx.db, body.categoryIds) });
    return changed(ctx, "categoryIds");
  });
  r.serve(roster.setNonFreeClass, (ctx) => {
    const body = checkedRequest(roster.setNonFreeClass, ctx.payload);
    const worker = changeableWorker(ctx, body.workerId);
    saveSettings(ctx.db, worker.worker_id, { nonFreeClasses: classIdsInput(ctx.db, body.categoryIds) });
    return changed(ctx, "categoryIds");
  });

  // ---- areas ----

  // No setter in §7: the free area is the area the worker registered with.
  r.serve(roster.freeArea, (ctx) => {
    const area = areaOf(workerOf(ctx, roster.freeArea));
    return area ? [area] : [];
  });
  r.serve(
    roster.nonFreeArea,
    (ctx) => settingsOf(ctx.db, workerOf(ctx, roster.nonFreeArea).worker_id).nonFreeAreas,
  );
  r.serve(roster.nonFreeAreaType, (ctx) => ({
    areaType: settingsOf(ctx.db, workerOf(ctx, roster.nonFreeAreaType).worker_id).areaType,
  }));
  r.serve(roster.getProviderArea, (ctx) => providerAreas(ctx.db, ctx.requireUser().providerId));
  r.serve(roster.setNonFreeArea, (ctx) => {
    const body = checkedRequest(roster.setNonFreeArea, ctx.payload);
    const worker = changeableWorker(ctx, body.workerId);
    const areas = areasInput(ctx.db, ctx.requireUser().providerId, body.areas);
    saveSettings(ctx.db, worker.worker_id, { nonFreeAreas: areas, areaType: 1 });
    return changed(ctx, "areas");
  });
  r.serve(roster.setBatchNonFreeArea, (ctx) => {
    const body = checkedRequest(roster.setBatchNonFreeArea, ctx.payload);
    // All or nothing: one worker that cannot be changed stops the batch, with its name.
    const workers = body.workerIds.map((id) => ownWorker(ctx.db, ctx.requireUser().providerId, id));
    const blocked = workers.find((w) => w.status === WORKER_STATUS_CODE.blacklisted);
    if (blocked) invalid(`${blocked.worker_name}：${BLACKLISTED_TEXT}`);
    const areas = areasInput(ctx.db, ctx.requireUser().providerId, body.areas);
    ctx.db.transaction(() => {
      for (const worker of workers)
        saveSettings(ctx.db, worker.worker_id, { nonFreeAreas: areas, areaType: 1 });
    })();
    return changed(ctx, "areas");
  });

  // ---- 指派接单, percent, config ----

  r.serve(roster.nonFree, (ctx) => ({
    nonFree: settingsOf(ctx.db, workerOf(ctx, roster.nonFree).worker_id).nonFree,
  }));
  r.serve(roster.setNonFree, (ctx) => {
    const body = checkedRequest(roster.setNonFree, ctx.payload);
    const worker = changeableWorker(ctx, body.workerId);
    if (body.nonFree && worker.status !== WORKER_STATUS_CODE.normal)
      invalid(`${NOT_ENABLED_TEXT}，不能开启指派接单`);
    saveSettings(ctx.db, worker.worker_id, { nonFree: body.nonFree });
    return changed(ctx, "nonFree");
  });
  r.serve(roster.nonFreePercent, (ctx) => ({
    percent: settingsOf(ctx.db, workerOf(ctx, roster.nonFreePercent).worker_id).percent,
  }));
  r.serve(roster.setNonFreePercent, (ctx) => {
    // The schema read the percent as a whole number 0-100 (a number or its digits: the number here).
    const body = checkedRequest(roster.setNonFreePercent, ctx.payload);
    const worker = changeableWorker(ctx, body.workerId);
    saveSettings(ctx.db, worker.worker_id, { percent: Number(body.percent) });
    return changed(ctx, "percent");
  });
  r.serve(
    roster.workerConfig,
    (ctx) => settingsOf(ctx.db, workerOf(ctx, roster.workerConfig).worker_id).config,
  );
  r.serve(roster.setWorkerConfig, (ctx) => {
    // The schema read 每日最多接单数 as a whole number 1-50 (a number or its digits: the number here).
    const body = checkedRequest(roster.setWorkerConfig, ctx.payload);
    const worker = changeableWorker(ctx, body.workerId);
    saveSettings(ctx.db, worker.worker_id, {
      config: {
        ...DEFAULT_CONFIG,
        maxDailyOrders: Number(body.maxDailyOrders),
        autoAccept: body.autoAccept,
        serviceItemIds: idsIn(
          body.serviceItemIds,
          "服务项目",
          SERVICE_ITEMS.map((item) => String(item.itemId)),
        ),
        roleIds: idsIn(
          body.roleIds,
          "师傅角色",
          WORKER_ROLES.map((role) => String(role.roleId)),
        ),
      },
    });
    return changed(ctx, "maxDailyOrders", "autoAccept", "serviceItemIds", "roleIds");
  });
  r.serve(workerSearch.serviceItemList, () => SERVICE_ITEMS);
  r.serve(workerSearch.roleActiveList, () => WORKER_ROLES);

  // ---- level, wallet, bank cards, transfers ----

  r.serve(roster.serviceLevel, (ctx) => {
    const worker = workerOf(ctx, roster.serviceLevel);
    return { level: worker.grade, levelName: labelOf(WORKER_GRADE, worker.grade), score: worker.score };
  });
  r.serve(roster.walletAmount, (ctx) => walletAmountOf(ctx.db, workerOf(ctx, roster.walletAmount).worker_id));
  r.serve(finance.walletRecordList, (ctx) => {
    const body = checkedRequest(finance.walletRecordList, ctx.payload);
    const request = paging(body);
    const worker = workerOf(ctx, finance.walletRecordList);
    const all = walletRecords(ctx.db, worker.worker_id).filter(
      (rec) => !body.direction || rec.direction === body.direction,
    );
    return pageOf(request, all.length, all.slice(request.offset, request.offset + request.size));
  });
  r.serve(finance.workerBankCardCount, (ctx) => {
    const worker = workerOf(ctx, finance.workerBankCardCount);
    return bankCards(worker.worker_id, worker.worker_name).length;
  });
  r.serve(finance.workerBankCardList, (ctx) => {
    const worker = workerOf(ctx, finance.workerBankCardList);
    return bankCards(worker.worker_id, worker.worker_name);
  });
  r.serve(roster.transferList, (ctx) => {
    const user = ctx.requireUser();
    const body = checkedRequest(roster.transferList, ctx.payload);
    const request = paging(body);
    const where = ["provider_id = ?"];
    const args: string[] = [user.providerId];
    // Absent or "" is every worker's (the schema refused a blank one).
    if (body.workerId) {
      const worker = ownWorker(ctx.db, user.providerId, body.workerId);
      where.push("(from_worker_id = ? OR to_worker_id = ?)");
      args.push(worker.worker_id, worker.worker_id);
    }
    if (body.orderNo) {
      where.push("order_no = ?");
      args.push(body.orderNo);
    }
    const clause = where.join(" AND ");
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM worker_transfers WHERE ${clause}`)
      .pluck()
      .get(...args) as number;
    const records = ctx.db
      .prepare(
        `SELECT id, order_no AS orderNo, from_worker_name AS fromWorkerName, to_worker_name AS toWorkerName,
           transfer_type AS transferType, operator, created AS gmtCreatedTime
         FROM worker_transfers WHERE ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, request.size, request.offset) as roster.TransferRecord[];
    return pageOf(
      request,
      total,
      records.map((rec) => ({ ...rec, id: String(rec.id) })),
    );
  });

  // ---- lookups ----

  // By name is the exact name (the fuzzy call finds parts of a name or a mobile); see docs/decisions.md.
  r.serve(workerSearch.getWorkerListByName, (ctx) => {
    const name = checkedRequest(workerSearch.getWorkerListByName, ctx.payload).workerName;
    return maskedWorkers(
      ctx.db
        .prepare(
          `SELECT worker_id AS workerId, worker_name AS workerName, worker_mobile AS workerMobile FROM workers
           WHERE provider_id = ? AND worker_name = ? ORDER BY worker_id LIMIT 20`,
        )
        .all(ctx.requireUser().providerId, name) as workerSearch.WorkerSearchRecord[],
    );
  });
  r.serve(workerSearch.fuzzyQueryWorkers, (ctx) => {
    // A query: the schema checked the keyword trimmed (filled, 30 characters at most); it comes as sent.
    const keyword = checkedRequest(workerSearch.fuzzyQueryWorkers, ctx.payload).keyword.trim();
    const q = searchWhere(
      ctx.requireUser().providerId,
      "(worker_name LIKE ? ESCAPE '\\' OR worker_mobile LIKE ? ESCAPE '\\')",
      keyword,
    );
    return maskedWorkers(ctx.db.prepare(q.sql).all(...q.args) as workerSearch.WorkerSearchRecord[]);
  });

  // ---- 天猫 account ----

  r.serve(tmall.pullId, (ctx) => {
    const worker = changeableWorker(ctx, checkedRequest(tmall.pullId, ctx.payload).workerId);
    if (worker.status !== WORKER_STATUS_CODE.normal) invalid(`${NOT_ENABLED_TEXT}，不能拉取天猫ID`);
    const settings = settingsOf(ctx.db, worker.worker_id);
    const tmallWorkerId = settings.tmallId ?? `TM${worker.worker_id.slice(-10)}`;
    saveSettings(ctx.db, worker.worker_id, { tmallId: tmallWorkerId });
    changed(ctx, "tmallWorkerId");
    return { tmallWorkerId };
  });
  r.serve(tmall.retrieveAbilities, (ctx) => {
    const worker = changeableWorker(ctx, checkedRequest(tmall.retrieveAbilities, ctx.payload).workerId);
    if (!settingsOf(ctx.db, worker.worker_id).tmallId) invalid("请先拉取天猫ID");
    saveSettings(ctx.db, worker.worker_id, { tmallSynced: true });
    return changed(ctx, "tmallAbilities");
  });
  r.serve(tmall.contactInfo, (ctx) => {
    const worker = workerOf(ctx, tmall.contactInfo);
    if (!settingsOf(ctx.db, worker.worker_id).tmallId) return null;
    return { contactName: worker.worker_name, contactMobile: worker.worker_mobile };
  });
  r.serve(tmall.abilities, (ctx) => {
    const worker = workerOf(ctx, tmall.abilities);
    if (!settingsOf(ctx.db, worker.worker_id).tmallSynced) return [];
    return worker.server_types
      .split(",")
      .filter(Boolean)
      .map((code) => ({
        abilityCode: `TM-${code}`,
        abilityName: `${labelOf(SERVICE_TYPE, Number(code))}服务`,
        serverType: Number(code),
        enabled: true,
      }));
  });
  r.serve(tmall.underTaking, (ctx) => ({
    underTaking: settingsOf(ctx.db, workerOf(ctx, tmall.underTaking).worker_id).underTaking,
  }));
  r.serve(tmall.setUnderTaking, (ctx) => {
    const body = checkedRequest(tmall.setUnderTaking, ctx.payload);
    const worker = changeableWorker(ctx, body.workerId);
    if (body.underTaking && !settingsOf(ctx.db, worker.worker_id).tmallSynced)
      invalid("请先同步天猫服务能力");
    saveSettings(ctx.db, worker.worker_id, { underTaking: body.underTaking });
    return changed(ctx, "underTaking");
  });
});
