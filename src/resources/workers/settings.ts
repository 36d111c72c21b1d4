import { api } from "../../api";
import type { Endpoint } from "../../api/endpoint";
import type { NonFreeAreaBody, WorkerRow } from "../../api/worker/roster";
import { linkTo, loadFrom, requestField, requestFields, type ActionDecl } from "../engine";
import { workerEditRoute } from "./routes";
import { areaKey, areasFromKeys, classes, providerAreas, roles, serviceItems } from "./settingsOptions";
import { transferOrdersAction } from "./transfer";

/**
 * A worker's settings as dialogs (D.4), on the list rows (under 更多) and in the archive header: each dialog saves
 * with its one set* call and opens prefilled from the matching read call. Their fields fill the set* calls'
 * requests (src/api/wire/worker/rosterSettings.ts): required and the numbers' ranges (分成比例 0-100, 每日最多接单数
 * 1-50, whole numbers) are the schemas'.
 */

export type WorkerLike = Pick<WorkerRow, "workerId" | "workerName">;

/** The request naming the worker of a dialog's read call. */
export const workerKey = (worker: WorkerLike | undefined) => ({ workerId: worker?.workerId });
export const titled = (label: string) => (worker: WorkerLike | undefined) =>
  worker ? `${label}：${worker.workerName}` : label;

function classAction<R extends WorkerLike>(free: boolean): ActionDecl<R> {
  const label = free ? "设置自由接单品类" : "设置指派接单品类";
  const endpoint = free ? api.worker.roster.setFreeClass : api.worker.roster.setNonFreeClass;
  const field = requestFields(endpoint);
  return {
    key: free ? "freeClass" : "nonFreeClass",
    label,
    placement: ["row", "header"],
    form: {
      title: titled(label),
      width: 560,
      fields: [
        field("categoryIds", { label: "服务品类", input: "select", options: classes, multiple: true }),
      ],
      load: loadFrom(
        free ? api.worker.roster.freeClass : api.worker.roster.nonFreeClass,
        workerKey,
        (list) => ({
          categoryIds: (list ?? []).map((c) => String(c.categoryId)),
        }),
      ),
    },
    endpoint,
    payload: (target, values) => ({
      workerId: target.record?.workerId,
      categoryIds: values.categoryIds ?? [],
    }),
    success: "设置成功",
  };
}

/** A multiple select's value: the chosen ids. */
function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * 指派接单区域 of setNonFreeArea or setBatchNonFreeArea: the select holds "provinceId-cityId" keys, which the request
 * carries as areas (areasFromKeys), so the schema checks them as such.
 */
const areasField = (endpoint: Endpoint<Pick<NonFreeAreaBody, "areas">, unknown>) =>
  requestField(endpoint, "areas", {
    label: "指派接单区域",
    input: "select",
    options: providerAreas,
    multiple: true,
    toRequest: areasFromKeys,
  });

const nonFreeField = requestFields(api.worker.roster.setNonFree);
const percentField = requestFields(api.worker.roster.setNonFreePercent);
const configField = requestFields(api.worker.roster.setWorkerConfig);

export function settingsActions<R extends WorkerLike>(): ActionDecl<R>[] {
  return [
    {
      key: "edit",
      label: "编辑",
      button: "worker:edit",
      placement: ["row", "header"],
      link: (worker) => linkTo(workerEditRoute, worker.workerId),
    },
    transferOrdersAction<R>(),
    {
      key: "nonFreeArea",
      label: "设置服务区域",
      placement: ["row", "header"],
      form: {
        title: titled("设置服务区域"),
        width: 560,
        fields: [areasField(api.worker.roster.setNonFreeArea)],
        load: loadFrom(api.worker.roster.nonFreeArea, workerKey, (areas) => ({
          areas: (areas ?? []).map(areaKey),
        })),
      },
      endpoint: api.worker.roster.setNonFreeArea,
      payload: (target, values) => ({
        workerId: target.record?.workerId,
        areas: areasFromKeys(values.areas),
      }),
      success: "设置成功",
    },
    classAction<R>(true),
    classAction<R>(false),
    {
      key: "nonFree",
      label: "指派接单",
      placement: ["row", "header"],
      form: {
        title: titled("指派接单"),
        fields: [nonFreeField("nonFree", { label: "开启指派接单", input: "switch" })],
        load: loadFrom(api.worker.roster.nonFree, workerKey, (answer) => ({
          nonFree: answer?.nonFree ?? false,
        })),
      },
      endpoint: api.worker.roster.setNonFree,
      payload: (target, values) => ({ workerId: target.record?.workerId, nonFree: values.nonFree === true }),
      success: "设置成功",
    },
    {
      key: "percent",
      label: "分成比例",
      placement: ["row", "header"],
      form: {
        title: titled("分成比例"),
        fields: [percentField("percent", { label: "分成比例", input: "number", suffix: "%" })],
        load: loadFrom(api.worker.roster.nonFreePercent, workerKey, (answer) => ({
          percent: answer?.percent,
        })),
      },
      endpoint: api.worker.roster.setNonFreePercent,
      payload: (target, values) => ({ workerId: target.record?.workerId, percent: Number(values.percent) }),
      success: "设置成功",
    },
    {
      key: "config",
      label: "接单设置",
      placement: ["row", "header"],
      form: {
        title: titled("接单设置"),
        width: 560,
        fields: [
          configField("maxDailyOrders", { label: "每日最多接单数", input: "number" }),
          configField("autoAccept", { label: "自动接单", input: "switch" }),
          configField("serviceItemIds", {
            label: "服务项目",
            input: "select",
            options: serviceItems,
            multiple: true,
          }),
          configField("roleIds", { label: "师傅角色", input: "select", options: roles, multiple: true }),
        ],
        load: loadFrom(api.worker.roster.workerConfig, workerKey, (config) => ({
          maxDailyOrders: config?.maxDailyOrders,
          autoAccept: config?.autoAccept ?? false,
          serviceItemIds: (config?.serviceItemIds ?? []).map(String),
          roleIds: (config?.roleIds ?? []).map(String),
        })),
      },
      endpoint: api.worker.roster.setWorkerConfig,
      payload: (target, values) => ({
        workerId: target.record?.workerId,
        maxDailyOrders: Number(values.maxDailyOrders),
        autoAccept: values.autoAccept === true,
        serviceItemIds: ids(values.serviceItemIds),
        roleIds: ids(values.roleIds),
      }),
      success: "设置成功",
    },
  ];
}

/** 批量设置服务区域 over the selected rows. */
export const batchAreaAction: ActionDecl<WorkerRow> = {
  key: "batchArea",
  label: "批量设置服务区域",
  placement: ["batch"],
  form: {
    title: "批量设置服务区域",
    width: 560,
    fields: [areasField(api.worker.roster.setBatchNonFreeArea)],
  },
  endpoint: api.worker.roster.setBatchNonFreeArea,
  payload: (target, values) => ({
    workerIds: (target.records ?? []).map((row) => row.workerId),
    areas: areasFromKeys(values.areas),
  }),
  success: "设置成功",
};
