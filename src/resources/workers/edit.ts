import type { WorkerBasic } from "../../api/worker/roster";
import { fileUrl } from "../../widgets/media";
import type { UploadedFile } from "../../widgets/upload";
import type { FormFieldDecl } from "../engine";
import { areaPayload, GENDER, ID_CARD_PHOTOS, mobileRule } from "./list";

/** The fields of 编辑师傅信息 (the spec shows none: the profile of workerBasic) and their conversions. */

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

function firstPath(value: unknown): string | undefined {
  return Array.isArray(value) ? (value as UploadedFile[])[0]?.filePath : undefined;
}

/** The updateWorker body from the form values. */
export function editPayload(workerId: string, values: Record<string, unknown>): Record<string, unknown> {
  return {
    workerId,
    workerName: values.workerName,
    workerMobile: values.workerMobile,
    gender: values.gender,
    idCardNo: values.idCardNo || undefined,
    idCardFront: firstPath(values.idCardFront),
    idCardBack: firstPath(values.idCardBack),
    area: areaPayload(values.area),
    detailAddress: values.detailAddress || undefined,
    emergencyContact: values.emergencyContact || undefined,
    emergencyMobile: values.emergencyMobile || undefined,
  };
}
