import { api } from "../../api";
import type { WorkerRow } from "../../api/worker/roster";
import { DAILY_ORDERS_MAX, DAILY_ORDERS_MIN, PERCENT_MAX, PERCENT_MIN } from "../../domain/workers/settings";
import { linkTo, loadFrom, type ActionDecl } from "../engine";
import { workerEditRoute } from "./routes";
import { areaKey, areasFromKeys, classes, providerAreas, roles, serviceItems } from "./settingsOptions";
import { transferOrdersAction } from "./transfer";

/**
 * A worker's settings as dialogs (D.4), on the list rows (under 更多) and in the archive header: each dialog saves
 * with its one set* call and opens prefilled from the matching read call.
 */

export type WorkerLike = Pick<WorkerRow, "workerId" | "workerName">;

/** The request naming the worker of a dialog's read call. */
export const workerKey = (worker: WorkerLike | undefined) => ({ workerId: worker?.workerId });
export const titled = (label: string) => (worker: WorkerLike | undefined) =>
  worker ? `${label}：${worker.workerName}` : label;

function classAction<R extends WorkerLike>(free: boolean): ActionDecl<R> {
  const label = free ? "设置自由接单品类" : "设置指派接单品类";
  return {
    key: free ? "freeClass" : "nonFreeClass",
    label,
    placement: ["row", "header"],
    form: {
      title: titled(label),
      width: 560,
      fields: [{ name: "categoryIds", label: "服务品类", input: "select", options: classes, multiple: true }],
      load: loadFrom(
        free ? api.worker.roster.freeClass : api.worker.roster.nonFreeClass,
        workerKey,
        (list) => ({
          categoryIds: (list ?? []).map((c) => String(c.categoryId)),
        }),
      ),
    },
    endpoint: free ? api.worker.roster.setFreeClass : api.worker.roster.setNonFreeClass,
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
        fields: [
          {
            name: "areas",
            label: "指派接单区域",
            input: "select",
            options: providerAreas,
            multiple: true,
            required: true,
          },
        ],
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
        fields: [{ name: "nonFree", label: "开启指派接单", input: "switch" }],
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
        fields: [
          {
            name: "percent",
            label: "分成比例",
            input: "number",
            min: PERCENT_MIN,
            max: PERCENT_MAX,
            toFixed: 0,
            suffix: "%",
            required: true,
          },
        ],
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
          {
            name: "maxDailyOrders",
            label: "每日最多接单数",
            input: "number",
            min: DAILY_ORDERS_MIN,
            max: DAILY_ORDERS_MAX,
            toFixed: 0,
            required: true,
          },
          { name: "autoAccept", label: "自动接单", input: "switch" },
          {
            name: "serviceItemIds",
            label: "服务项目",
            input: "select",
            options: serviceItems,
            multiple: true,
          },
          { name: "roleIds", label: "师傅角色", input: "select", options: roles, multiple: true },
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
    fields: [
      {
        name: "areas",
        label: "指派接单区域",
        input: "select",
        options: providerAreas,
        multiple: true,
        required: true,
      },
    ],
  },
  endpoint: api.worker.roster.setBatchNonFreeArea,
  payload: (target, values) => ({
    workerIds: (target.records ?? []).map((row) => row.workerId),
    areas: areasFromKeys(values.areas),
  }),
  success: "设置成功",
};
