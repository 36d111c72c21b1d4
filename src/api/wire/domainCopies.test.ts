/**
 * The contract may not import the domain (src/api imports only src/api), so a few of the domain's limits and patterns
 * are written out again in the schemas of src/api/wire. This test (which may import both) holds each copy to its
 * source: a change on one side fails here until the other follows.
 */
import { allEndpoints } from "../allEndpoints";
import { api } from "../index";
import type { Endpoint } from "../endpoint";
import { problemOf, type Schema } from "../schema";
import { fieldSchema, limitsOf } from "../schemaLimits";
import { ALERT_REMARK_MAX } from "../../domain/alerts";
import { isBillMonth } from "../../domain/bills/rules";
import { FILTER_TEXT_MAX } from "../../domain/exports";
import { acceptTimeoutProblem, ON_BEHALF_REASON_MAX } from "../../domain/orders/dispatchRules";
import { MOBILE_WITH_EXTENSION_PATTERN, SMS_CODE_PATTERN } from "../../domain/validators";
import { schemasOf } from "./index";

function field(endpoint: Endpoint, name: string): Schema {
  const schema = fieldSchema(schemasOf(endpoint).request!, name);
  if (!schema) throw new Error(`${endpoint.path} has no request field ${name}`);
  return schema;
}

/** Every call whose request names the field, with the field's schema. */
function everyField(name: string): { path: string; schema: Schema }[] {
  return allEndpoints.flatMap((endpoint) => {
    const request = schemasOf(endpoint).request;
    const schema = request && fieldSchema(request, name);
    return schema ? [{ path: endpoint.path, schema }] : [];
  });
}

const accepts = (schema: Schema, value: unknown) => problemOf(schema, value) === null;

describe("the domain's limits the schemas restate", () => {
  it("查询条件 of every export: FILTER_TEXT_MAX", () => {
    const fields = everyField("filterText");
    expect(fields.length).toBeGreaterThanOrEqual(4);
    for (const { path, schema } of fields) expect(limitsOf(schema).maxLength, path).toBe(FILTER_TEXT_MAX);
  });

  it("an alert's 备注 and 处理说明: ALERT_REMARK_MAX", () => {
    expect(limitsOf(field(api.data.alertAddRemark, "remark")).maxLength).toBe(ALERT_REMARK_MAX);
    expect(limitsOf(field(api.data.alertFinish, "remark")).maxLength).toBe(ALERT_REMARK_MAX);
  });

  it("代接单原因: ON_BEHALF_REASON_MAX", () => {
    expect(limitsOf(field(api.order.dispatch.acceptOnBehalf, "reason")).maxLength).toBe(ON_BEHALF_REASON_MAX);
  });

  it("接单超时时间: acceptTimeoutProblem's range and words", () => {
    const schema = field(api.worker.dispatchSettings.setDispatchSettings, "acceptTimeoutMinutes");
    for (const value of [4, 5, 30, 1440, 1441, 2.5, undefined, null])
      expect(problemOf(schema, value), String(value)).toBe(acceptTimeoutProblem(value));
  });
});

describe("the domain's patterns the schemas restate", () => {
  const samples = {
    smsCode: ["123456", "12345", "1234567", "12a456", "000000"],
    billMonth: ["2026-11", "2026-13", "2026-00", "2026-1", "26-11", "2026-11-01"],
    mobile: [
      "13800000001",
      "13800000001-12",
      "13800000001-1234567",
      "12800000001",
      "1380000000",
      "13800000001-",
    ],
  };

  it("the SMS code of the onboarding and password calls: SMS_CODE_PATTERN", () => {
    const schema = field(api.worker.account.checkVerifyCode, "verifyCode");
    for (const value of samples.smsCode)
      expect(accepts(schema, value), value).toBe(SMS_CODE_PATTERN.test(value));
  });

  it("账单月份 of every call that filters by it: isBillMonth", () => {
    const fields = everyField("billMonth");
    expect(fields.length).toBeGreaterThanOrEqual(2);
    for (const { path, schema } of fields)
      for (const value of samples.billMonth)
        expect(accepts(schema, value), `${path} ${value}`).toBe(isBillMonth(value));
  });

  it("被叫号码 with its extension: MOBILE_WITH_EXTENSION_PATTERN", () => {
    const schema = field(api.basicPublic.saveCallHistory, "calleeMobile");
    for (const value of samples.mobile)
      expect(accepts(schema, value), value).toBe(MOBILE_WITH_EXTENSION_PATTERN.test(value));
  });
});
