import * as v from "valibot";
import { idCardError } from "../../idCard";
import { integer, mobile, oneOf, optional, optionalMobile, optionalText, request, text } from "../../schema";

/**
 * The profile a worker is registered and edited with (issue 42: one schema for the forms and the gateway): the
 * schemas of api.worker.roster's registerWorker and updateWorker (src/api/worker/rosterProfile.ts, registered in
 * ../entries/worker/roster.ts). Here with the contract's other schemas, so that no page loads them but a form that
 * fills these calls (with the request limits, src/resources/engine/requestLimits.ts).
 */

/**
 * The area a worker lives in, by the picker's ids (the gateway fills the names and checks the ids exist and the city
 * has no districts when areaId is absent).
 */
const areaIds = request(
  {
    provinceId: integer("省份", { min: 1 }),
    cityId: integer("城市", { min: 1 }),
    areaId: optional(integer("区县", { min: 1 })),
  },
  "服务区域",
);

/**
 * 身份证号, optional: 18 characters at most, then GB 11643-1999 (../idCard.ts: a real birth date and the check
 * character; a lower-case x is taken as X). The one rule of the worker calls and the forms built on them; here, not
 * in ../schema.ts, so the pages whose calls carry no 身份证号 do not load the rule.
 */
function optionalIdCard(label = "身份证号") {
  return optionalText(label, {
    max: 18,
    maxMessage: `${label}格式不正确`,
    format: (value) => idCardError(value),
  });
}

/** Stored file path of an ID card photo (uploaded with the worker-register watermark). */
const idCardPhoto = (label: string) => text(label, { max: 500, empty: `请上传${label}` });

const profile = {
  workerName: text("师傅姓名", { max: 20 }),
  workerMobile: mobile("手机"),
  /** 身份证号: optional, GB 11643 with its check character (the one rule, ../idCard.ts). */
  idCardNo: optionalIdCard(),
  idCardFront: idCardPhoto("身份证人像面"),
  idCardBack: idCardPhoto("身份证国徽面"),
  area: areaIds,
};

export const registerWorkerRequest = request({
  ...profile,
  /** Service type codes (the handler checks them against the SERVICE_TYPE table of src/domain). */
  serverTypes: v.pipe(
    v.array(integer("服务类型", { min: 1 }), () => "请选择服务类型"),
    v.minLength(1, "请选择服务类型"),
  ),
});

/** The new worker's id. */
export const registerWorkerAnswer = v.object({ workerId: v.string() });

export const updateWorkerRequest = request({
  workerId: text("师傅", { max: 32 }),
  ...profile,
  gender: oneOf("性别", [1, 2]),
  detailAddress: optionalText("详细地址", { max: 100 }),
  emergencyContact: optionalText("紧急联系人", { max: 20 }),
  emergencyMobile: optionalMobile("紧急联系电话"),
});
