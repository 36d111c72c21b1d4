import { api } from "../../api";
import type { WorkerRow } from "../../api/worker/roster";
import type { Enumeration } from "../../domain/enumeration";
import { allowedStatusCommands, WORKER_STATUS, WORKER_STATUS_CHANGES } from "../../domain/workers/status";
import { SERVICE_TYPE_OPTIONS } from "../catalogues";
import {
  type ActionDecl,
  addressSelection,
  firstUploadPath,
  type FormFieldDecl,
  linkTo,
  listScreen,
  requestFields,
} from "../engine";
import { workerArchiveRoute } from "./routes";
import { batchAreaAction, settingsActions } from "./settings";

/** /worker/index 师傅列表: the provider's workers, their status changes and registration. */

const GENDER: Enumeration = [
  { value: 1, label: "男" },
  { value: 2, label: "女" },
];
export { GENDER };

/** Tags of names the row carries: no table, plain tags. */
export const NAMES: Enumeration<string> = [];

/** The picker's ids as the AreaRef the call takes (the server fills the names). */
export function areaPayload(value: unknown): Record<string, unknown> | undefined {
  const area = addressSelection(value);
  if (!area.province) return undefined;
  return { provinceId: area.province, cityId: area.city, areaId: area.area ?? null };
}

/**
 * The fields of registerWorker's request: required, lengths and checks (手机 §5, the photos, the area, at least one
 * service type) are its schema's, the ones the gateway applies (src/api/wire/worker/rosterProfile.ts).
 */
const register = requestFields(api.worker.roster.registerWorker);
const idCardPhoto = (name: "idCardFront" | "idCardBack", label: string) =>
  register(name, { label, input: "upload", kind: "image", appName: "worker-register" });

const registerFields: readonly FormFieldDecl[] = [
  register("workerName", { label: "师傅姓名", input: "text" }),
  register("workerMobile", { label: "手机号", input: "text" }),
  idCardPhoto("idCardFront", "身份证人像面"),
  idCardPhoto("idCardBack", "身份证国徽面"),
  register("area", { label: "服务区域", input: "address" }),
  register("serverTypes", { label: "服务类型", input: "checkbox", options: SERVICE_TYPE_OPTIONS }),
];

export const registerAction: ActionDecl<WorkerRow> = {
  key: "register",
  label: "新增师傅",
  placement: ["toolbar"],
  form: { title: "新增师傅", width: 640, fields: registerFields },
  endpoint: api.worker.roster.registerWorker,
  payload: (_target, values) => ({
    workerName: values.workerName,
    workerMobile: values.workerMobile,
    idCardFront: firstUploadPath(values.idCardFront),
    idCardBack: firstUploadPath(values.idCardBack),
    area: areaPayload(values.area),
    serverTypes: values.serverTypes,
  }),
  success: "新增成功",
};

/** The reason of a status change: required and its 200 characters are workerStatus's schema's. */
const statusChange = requestFields(api.worker.roster.workerStatus);

/**
 * 启用 / 禁用 / 拉黑, each with its reason, offered per status from the one transition table: on the list through
 * the rows' commands, on the archive (whose commands no call answers) through the record's status.
 */
export function statusActions<R extends WorkerRow>(by: "commands" | "status"): ActionDecl<R>[] {
  return WORKER_STATUS_CHANGES.map((change) => ({
    key: change.command,
    label: change.label,
    // On the list the rows' commands offer it too (one code for both); on the archive the status does.
    ...(by === "commands" ? { code: change.command } : { button: change.command }),
    when:
      by === "status"
        ? (worker: R) => allowedStatusCommands(worker.accountStatus).includes(change.command)
        : undefined,
    placement: ["row", "header"],
    danger: change.command === "worker:blacklist",
    form: {
      title: (worker: R | undefined) => `${change.label}师傅${worker ? `：${worker.workerName}` : ""}`,
      fields: [statusChange("reason", { label: `${change.label}原因`, input: "textarea" })],
    },
    endpoint: api.worker.roster.workerStatus,
    payload: (target, values) => ({
      workerId: target.record?.workerId,
      accountStatus: change.to,
      reason: values.reason,
    }),
    success: `${change.label}成功`,
  }));
}

export const workerList = listScreen({
  endpoint: api.worker.roster.workerList,
  rowKey: (row) => row.workerId,
  filters: [
    { field: "workerName", label: "师傅姓名", input: "text", maxLength: 20 },
    { field: "workerMobile", label: "手机号", input: "text", maxLength: 11 },
    { field: "accountStatus", label: "账号状态", input: "select", options: WORKER_STATUS },
    { field: "serverType", label: "服务类型", input: "select", options: SERVICE_TYPE_OPTIONS },
    {
      field: "area",
      label: "服务区域",
      input: "address",
      // The deepest level chosen: the server matches a province, a city or a district.
      toPayload: (value) => {
        const area = addressSelection(value);
        const id = area.area ?? area.city ?? area.province;
        return id ? { areaId: id } : {};
      },
    },
    { field: "created", label: "注册时间", input: "dateRange" },
  ],
  columns: [
    { field: "workerName", title: "师傅姓名", width: 100 },
    { field: "workerMobile", title: "手机号", value: "maskedPhone", width: 130 },
    { field: "accountStatus", title: "账号状态", value: { enum: WORKER_STATUS }, width: 100 },
    // The row names its service types (serverTypeNames): shown as the server names them, no table in the code.
    { field: "serverTypeNames", title: "服务类型", value: { tags: NAMES } },
    { field: "cityName", title: "服务区域" },
    { field: "gradeName", title: "等级", width: 80 },
    { field: "inServiceCount", title: "在途订单", value: "number", width: 90 },
    { field: "labels", title: "师傅标签", value: "labels" },
    { field: "gmtCreatedTime", title: "注册时间", value: "datetime", width: 170 },
  ],
  actions: [
    {
      key: "view",
      label: "查看档案",
      button: "worker:view",
      placement: ["row"],
      link: (row) => linkTo(workerArchiveRoute, row.workerId),
    },
    ...statusActions<WorkerRow>("commands"),
    ...settingsActions<WorkerRow>(),
    registerAction,
    batchAreaAction,
  ],
  commands: (row) => allowedStatusCommands(row.accountStatus),
  export: { endpoint: api.worker.roster.workerExport, fileName: "师傅列表" },
  // At phone width (engine/CardList.tsx): the name and account status, then how to reach, where, and how busy.
  card: { fields: ["workerMobile", "cityName", "inServiceCount"] },
});
