/**
 * /worker/edit/worker 编辑师傅信息 as a form screen: the worker's profile (workerBasic) prefilled, saved with
 * updateWorker (a path of ours: §7 has no profile save), then the archive. The spec shows no fields: those of
 * workerBasic, with the registration's rules.
 */
import { api } from "../../api";
import type { WorkerBasic } from "../../api/worker/roster";
import { fileUrl } from "../../widgets/media";
import type { UploadedFile } from "../../widgets/upload";
import { firstUploadPath, linkTo, type FormFieldDecl, type FormScreen } from "../engine";
import { areaPayload, GENDER, ID_CARD_PHOTOS, mobileRule } from "./list";
import { workerArchiveRoute, workerEditRoute } from "./routes";

const ID_CARD = /^\d{17}[\dXx]$/;

export const editFields: readonly FormFieldDecl[] = [
  { name: "workerName", label: "师傅姓名", input: "text", required: true, maxLength: 20 },
  {
    name: "workerMobile",
    label: "手机号",
    input: "text",
    required: true,
    maxLength: 11,
    validate: mobileRule,
  },
  { name: "gender", label: "性别", input: "radio", options: GENDER, required: true },
  {
    name: "idCardNo",
    label: "身份证号",
    input: "text",
    maxLength: 18,
    validate: (value) => (value && !ID_CARD.test(String(value).trim()) ? "身份证号格式不正确" : null),
  },
  ...ID_CARD_PHOTOS,
  { name: "area", label: "所在地区", input: "address", required: true },
  { name: "detailAddress", label: "详细地址", input: "text", maxLength: 100 },
  { name: "emergencyContact", label: "紧急联系人", input: "text", maxLength: 20 },
  { name: "emergencyMobile", label: "紧急联系电话", input: "text", maxLength: 11, validate: mobileRule },
];

function storedFile(path: string | null | undefined): UploadedFile[] {
  if (!path) return [];
  const name = path.split("/").pop() ?? path;
  return [{ filePath: path, fileType: "image", url: fileUrl(path), name }];
}

/** The form's starting values from the worker's profile. */
export function editValues(worker: WorkerBasic): Record<string, unknown> {
  const area = worker.area;
  return {
    workerName: worker.workerName,
    workerMobile: worker.workerMobile,
    gender: worker.gender,
    idCardNo: worker.idCardNo,
    idCardFront: storedFile(worker.idCardFront),
    idCardBack: storedFile(worker.idCardBack),
    area: area?.provinceId
      ? {
          province: area.provinceId,
          city: area.cityId,
          area: area.areaId ?? undefined,
          shipAddress: [area.provinceId, area.cityId, area.areaId].filter(Boolean).join("-"),
        }
      : undefined,
    detailAddress: worker.detailAddress,
    emergencyContact: worker.emergencyContact ?? "",
    emergencyMobile: worker.emergencyMobile ?? "",
  };
}

/** The updateWorker body from the form values. */
export function editPayload(workerId: string, values: Record<string, unknown>): Record<string, unknown> {
  return {
    workerId,
    workerName: values.workerName,
    workerMobile: values.workerMobile,
    gender: values.gender,
    idCardNo: values.idCardNo || undefined,
    idCardFront: firstUploadPath(values.idCardFront),
    idCardBack: firstUploadPath(values.idCardBack),
    area: areaPayload(values.area),
    detailAddress: values.detailAddress || undefined,
    emergencyContact: values.emergencyContact || undefined,
    emergencyMobile: values.emergencyMobile || undefined,
  };
}

const workerIdOf = (params: URLSearchParams) => params.get(workerEditRoute.key) ?? "";
const archiveOf = (params: URLSearchParams) => linkTo(workerArchiveRoute, workerIdOf(params));

/**
 * The save request stays untyped (unknown): the picker gives the area's ids only, and the server fills the names
 * that the contract's AreaRef requires.
 */
export const workerEditForm: FormScreen<WorkerBasic> = {
  name: "worker-edit",
  title: (worker) => `编辑师傅信息：${worker?.workerName ?? ""}`,
  load: {
    endpoint: api.worker.roster.workerBasic,
    payload: (params) => ({ workerId: workerIdOf(params) }),
    requires: { workerId: "师傅" },
    failed: "师傅资料加载失败",
  },
  fields: editFields,
  initial: (worker) => (worker ? editValues(worker) : {}),
  save: {
    endpoint: api.worker.roster.updateWorker,
    payload: (values, _worker, params) => editPayload(workerIdOf(params), values),
    success: "保存成功",
  },
  after: (_worker, params) => archiveOf(params),
  cancel: (_worker, params) => archiveOf(params),
};
