/**
 * /worker/edit/worker 编辑师傅信息 as a form screen: the worker's profile (workerBasic) prefilled, saved with
 * updateWorker (a path of ours: §7 has no profile save), then the archive. The spec shows no fields: those of
 * workerBasic, with the registration's rules.
 */
import { api } from "../../api";
import type { WorkerBasic } from "../../api/worker/roster";
import { fileUrl } from "../../widgets/media";
import type { UploadedFile } from "../../widgets/upload";
import { firstUploadPath, linkTo, requestFields, type FormFieldDecl, type FormScreen } from "../engine";
import { areaPayload, GENDER } from "./list";
import { workerArchiveRoute, workerEditRoute } from "./routes";

/**
 * The fields of updateWorker's request: required, lengths and checks (手机 §5, 身份证号 GB 11643 with its check
 * character) are its schema's, the ones the gateway applies.
 */
const field = requestFields(api.worker.roster.updateWorker);
const idCardPhoto = (name: "idCardFront" | "idCardBack", label: string) =>
  field(name, { label, input: "upload", kind: "image", appName: "worker-register" });

export const editFields: readonly FormFieldDecl[] = [
  field("workerName", { label: "师傅姓名", input: "text" }),
  field("workerMobile", { label: "手机号", input: "text" }),
  field("gender", { label: "性别", input: "radio", options: GENDER }),
  field("idCardNo", { label: "身份证号", input: "text" }),
  idCardPhoto("idCardFront", "身份证人像面"),
  idCardPhoto("idCardBack", "身份证国徽面"),
  field("area", { label: "所在地区", input: "address" }),
  field("detailAddress", { label: "详细地址", input: "text" }),
  field("emergencyContact", { label: "紧急联系人", input: "text" }),
  field("emergencyMobile", { label: "紧急联系电话", input: "text" }),
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
 * The save request is built from the form's values (unknown until the fields' rules passed), so it stays untyped
 * here; the gateway checks it against updateWorker's schema, the one the fields take their rules from.
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
