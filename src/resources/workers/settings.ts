import { api } from "../../api";
import type { Category } from "../../api/goods";
import type { AreaRef, Id } from "../../api/types";
import type { WorkerClass, WorkerConfig, WorkerRow } from "../../api/worker/roster";
import type { ServiceItem, WorkerRole } from "../../api/worker/search";
import type { Enumeration } from "../../domain/enumeration";
import { DAILY_ORDERS_MAX, DAILY_ORDERS_MIN, PERCENT_MAX, PERCENT_MIN } from "../../domain/workers/settings";
import { categoryLabel } from "../../widgets/service-type";
import type { ActionDecl, RemoteOptions } from "../engine";
import { TransferOrders } from "./TransferOrders";

/**
 * A worker's settings as dialogs (D.4), on the list rows (under 更多) and in the archive header: each dialog saves
 * with its one set* call and opens prefilled from the matching read call.
 */

export const EDIT_PATH = "/worker/edit/worker";

type WorkerLike = Pick<WorkerRow, "workerId" | "workerName">;

/** A provider area as a select value: "provinceId-cityId" (a whole city). */
export function areaKey(area: Pick<AreaRef, "provinceId" | "cityId">): string {
  return `${area.provinceId}-${area.cityId}`;
}

export function areasFromKeys(value: unknown): { provinceId: number; cityId: number }[] {
  return (Array.isArray(value) ? (value as string[]) : []).map((key) => {
    const [provinceId, cityId] = key.split("-").map(Number);
    return { provinceId, cityId };
  });
}

const providerAreas: RemoteOptions = {
  endpoint: api.worker.roster.getProviderArea,
  toOptions: (data) =>
    (data as AreaRef[]).map((area) => ({
      value: areaKey(area),
      label: `${area.provinceName} ${area.cityName}`,
    })),
};

/**
 * Every class of the service-type & category picker: 总包 the one-level list (category/getAllCategory, scope 2), 众包
 * the second levels of the 众包 tree (smartCategory/getAllCategory). A category offered for 众包 only is no 总包
 * class, so it is offered by its second levels alone.
 */
export function classOptions(general: readonly Category[], crowd: readonly Category[]): Enumeration<string> {
  const generalClass = (c: Category) => ({ value: String(c.id), label: `${categoryLabel(c)}（总包）` });
  const crowdIds = new Set(crowd.map((first) => String(first.id)));
  const generalById = new Map(general.map((c) => [String(c.id), c]));
  return [
    ...crowd.flatMap((first) => {
      const own = generalById.get(String(first.id));
      return [
        ...(own ? [generalClass(own)] : []),
        ...(first.children ?? []).map((second) => ({
          value: String(second.id),
          label: `${categoryLabel(first)}/${categoryLabel(second)}（众包）`,
        })),
      ];
    }),
    ...general.filter((c) => !crowdIds.has(String(c.id))).map(generalClass),
  ];
}

const classes: RemoteOptions = {
  endpoint: api.goods.getAllCategory,
  payload: { scopeType: 2, pid: "0" },
  also: [{ endpoint: api.goods.smartGetAllCategory }],
  toOptions: (general, crowd) =>
    classOptions(
      Array.isArray(general) ? (general as Category[]) : [],
      Array.isArray(crowd) ? (crowd as Category[]) : [],
    ),
};

const serviceItems: RemoteOptions = {
  endpoint: api.worker.search.serviceItemList,
  toOptions: (data) =>
    (data as ServiceItem[]).map((item) => ({
      value: String(item.itemId),
      label: item.itemName,
    })),
};

const roles: RemoteOptions = {
  endpoint: api.worker.search.roleActiveList,
  toOptions: (data) =>
    (data as WorkerRole[]).map((role) => ({
      value: String(role.roleId),
      label: role.roleName,
    })),
};

const key = (worker: WorkerLike | undefined) => ({ workerId: worker?.workerId });
const titled = (label: string) => (worker: WorkerLike | undefined) =>
  worker ? `${label}：${worker.workerName}` : label;

function classAction<R extends WorkerLike>(free: boolean): ActionDecl<R> {
  const label = free ? "设置自由接单品类" : "设置指派接单品类";
  return {
    key: free ? "freeClass" : "nonFreeClass",
    label,
    button: "worker:setServiceClass",
    placement: ["row", "header"],
    form: {
      title: titled(label),
      width: 560,
      fields: [{ name: "categoryIds", label: "服务品类", input: "select", options: classes, multiple: true }],
      load: {
        calls: (worker) => [
          {
            endpoint: free ? api.worker.roster.freeClass : api.worker.roster.nonFreeClass,
            payload: key(worker),
          },
        ],
        toValues: ([list]) => ({
          categoryIds: ((list as WorkerClass[]) ?? []).map((c) => String(c.categoryId)),
        }),
      },
    },
    endpoint: free ? api.worker.roster.setFreeClass : api.worker.roster.setNonFreeClass,
    payload: (target, values) => ({
      workerId: target.record?.workerId,
      categoryIds: values.categoryIds ?? [],
    }),
    success: "设置成功",
  };
}

export function settingsActions<R extends WorkerLike>(): ActionDecl<R>[] {
  return [
    {
      key: "edit",
      label: "编辑",
      button: "worker:edit",
      placement: ["row", "header"],
      link: (worker) => `${EDIT_PATH}?workerId=${worker.workerId}`,
    },
    {
      key: "transferOrders",
      label: "转移订单",
      button: "worker:transferOrders",
      placement: ["row", "header"],
      component: TransferOrders,
    },
    {
      key: "nonFreeArea",
      label: "设置服务区域",
      button: "worker:setServiceArea",
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
        load: {
          calls: (worker) => [{ endpoint: api.worker.roster.nonFreeArea, payload: key(worker) }],
          toValues: ([areas]) => ({ areas: ((areas as AreaRef[]) ?? []).map(areaKey) }),
        },
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
      button: "worker:setConfig",
      placement: ["row", "header"],
      form: {
        title: titled("指派接单"),
        fields: [{ name: "nonFree", label: "开启指派接单", input: "switch" }],
        load: {
          calls: (worker) => [{ endpoint: api.worker.roster.nonFree, payload: key(worker) }],
          toValues: ([answer]) => ({
            nonFree: (answer as { nonFree?: boolean } | undefined)?.nonFree ?? false,
          }),
        },
      },
      endpoint: api.worker.roster.setNonFree,
      payload: (target, values) => ({ workerId: target.record?.workerId, nonFree: values.nonFree === true }),
      success: "设置成功",
    },
    {
      key: "percent",
      label: "分成比例",
      button: "worker:setConfig",
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
        load: {
          calls: (worker) => [{ endpoint: api.worker.roster.nonFreePercent, payload: key(worker) }],
          toValues: ([answer]) => ({ percent: (answer as { percent?: number } | undefined)?.percent }),
        },
      },
      endpoint: api.worker.roster.setNonFreePercent,
      payload: (target, values) => ({ workerId: target.record?.workerId, percent: Number(values.percent) }),
      success: "设置成功",
    },
    {
      key: "config",
      label: "接单设置",
      button: "worker:setConfig",
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
        load: {
          calls: (worker) => [{ endpoint: api.worker.roster.workerConfig, payload: key(worker) }],
          toValues: ([config]) => {
            const c = config as WorkerConfig | undefined;
            return {
              maxDailyOrders: c?.maxDailyOrders,
              autoAccept: c?.autoAccept ?? false,
              serviceItemIds: (c?.serviceItemIds ?? []).map(String),
              roleIds: (c?.roleIds ?? []).map(String),
            };
          },
        },
      },
      endpoint: api.worker.roster.setWorkerConfig,
      payload: (target, values) => ({
        workerId: target.record?.workerId,
        maxDailyOrders: Number(values.maxDailyOrders),
        autoAccept: values.autoAccept === true,
        serviceItemIds: (values.serviceItemIds as Id[] | undefined) ?? [],
        roleIds: (values.roleIds as Id[] | undefined) ?? [],
      }),
      success: "设置成功",
    },
  ];
}

/** 天猫 account operations, in the archive's header; each call names its btn code (the stand-in refuses without). */
export function tmallActions<R extends WorkerLike>(): ActionDecl<R>[] {
  return [
    {
      key: "tmallPull",
      label: "拉取天猫ID",
      button: "worker:tmallPullId",
      placement: ["header"],
      confirm: (worker) => `确定为${worker.workerName}拉取天猫ID吗？`,
      endpoint: api.worker.tmall.pullId,
      payload: (target) => ({ workerId: target.record?.workerId }),
      success: (result) =>
        `拉取成功，天猫ID：${(result as { tmallWorkerId?: string } | null)?.tmallWorkerId ?? ""}`,
    },
    {
      key: "tmallAbilities",
      label: "同步天猫能力",
      button: "worker:tmallAbilities",
      placement: ["header"],
      confirm: (worker) => `确定从天猫同步${worker.workerName}的服务能力吗？`,
      endpoint: api.worker.tmall.retrieveAbilities,
      payload: (target) => ({ workerId: target.record?.workerId }),
      success: "同步成功",
    },
    {
      key: "tmallUnderTaking",
      label: "天猫接单",
      button: "worker:tmallUnderTaking",
      placement: ["header"],
      form: {
        title: titled("天猫接单"),
        fields: [{ name: "underTaking", label: "开启天猫接单", input: "switch" }],
        load: {
          calls: (worker) => [{ endpoint: api.worker.tmall.underTaking, payload: key(worker) }],
          toValues: ([answer]) => ({
            underTaking: (answer as { underTaking?: boolean } | undefined)?.underTaking ?? false,
          }),
        },
      },
      endpoint: api.worker.tmall.setUnderTaking,
      payload: (target, values) => ({
        workerId: target.record?.workerId,
        underTaking: values.underTaking === true,
      }),
      success: "设置成功",
    },
  ];
}

/** 批量设置服务区域 over the selected rows. */
export const batchAreaAction: ActionDecl<WorkerRow> = {
  key: "batchArea",
  label: "批量设置服务区域",
  button: "worker:setServiceArea",
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
