import { api } from "../../api";
import { idCardCheckChar } from "../../api/idCard";
import { fieldSchema, limitsOf } from "../../api/schemaLimits";
import { schemasOf } from "../../api/wire";
import { withRequestLimits } from "../engine/requestLimits";
import { editFields } from "./edit";

/** 编辑师傅信息 checks what updateWorker's schema checks, with its messages (issue 42). */

/** A field as the form renders it: with its request schema's limits and check. */
const field = (name: string) => {
  const found = editFields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return withRequestLimits(found);
};
const check = (name: string, value: unknown) => field(name).validate?.(value, {}) ?? null;

describe("worker edit form", () => {
  it("fills only fields of updateWorker's request, required where the schema requires", () => {
    const request = schemasOf(api.worker.roster.updateWorker).request!;
    for (const f of editFields) {
      const schema = fieldSchema(request, f.name);
      expect(schema, f.name).toBeDefined();
      expect(f.fills, f.name).toBe(api.worker.roster.updateWorker);
      expect(Boolean(withRequestLimits(f).required), f.name).toBe(limitsOf(schema!).required);
    }
  });

  it("applies the one 身份证号 rule: 18 characters with the GB 11643 check character", () => {
    expect(field("idCardNo")).toMatchObject({ maxLength: 18, required: false });
    expect(check("idCardNo", "11010519491231002X")).toBeNull();
    expect(check("idCardNo", "11010519491231002x")).toBeNull();
    // Any 17 digits and a digit passed the form's former pattern.
    expect(check("idCardNo", "110105194912310021")).toBe("身份证号校验位不正确");
    const future = "11010520991231002";
    expect(check("idCardNo", `${future}${idCardCheckChar(future)}`)).toBe("身份证号格式不正确");
    expect(check("idCardNo", "")).toBeNull();
  });

  it("checks the mobiles as the gateway does, each with its own label", () => {
    expect(field("workerMobile")).toMatchObject({ maxLength: 11, required: true });
    expect(check("workerMobile", "12900000000")).toBe("手机格式不正确");
    expect(check("emergencyMobile", "12900000000")).toBe("紧急联系电话格式不正确");
    expect(check("emergencyMobile", "13700000001")).toBeNull();
    expect(field("detailAddress")).toMatchObject({ maxLength: 100, required: false });
    expect(field("emergencyContact")).toMatchObject({ maxLength: 20, required: false });
  });
});
