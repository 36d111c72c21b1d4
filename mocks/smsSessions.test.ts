// @vitest-environment node
/** SMS codes and bearer sessions of the stand-in at their time limits, on a seeded in-memory database. */
import { SMS_RESEND_SECONDS } from "../src/domain/validators";
import { BizError } from "./errors";
import {
  bearerToken,
  isClientCredential,
  issueSession,
  resolveSession,
  revokeAccountSessions,
  revokeSession,
  TOKEN_TTL_SECONDS,
} from "./sessions";
import { isSmsScene, requireSmsCode, sendSmsCode, SMS_CODE_TTL_MS, STAND_IN_SMS_CODE } from "./sms";
import { DEFAULT_LIMITS } from "./limits";
import { seededTestDb } from "./testing";

const T0 = 1_767_000_000_000;
const MOBILE = "13800000001";

function setup() {
  const db = seededTestDb();
  let now = T0;
  const logs: string[] = [];
  const deps = {
    db,
    clock: () => now,
    log: (line: string) => void logs.push(line),
    client: "127.0.0.1",
    settings: { limits: DEFAULT_LIMITS },
  };
  return {
    db,
    deps,
    logs,
    advance(ms: number) {
      now += ms;
    },
  };
}

function bizCode(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BizError);
    return (error as BizError).code;
  }
}

describe("SMS codes", () => {
  it("logs the code and refuses another one for the same mobile (any scene) within 60 s", () => {
    const s = setup();
    sendSmsCode(s.deps, MOBILE, "login");
    expect(s.logs).toEqual([`[sms] ${MOBILE} scene=login code=123456`]);
    s.advance(SMS_RESEND_SECONDS * 1000 - 1);
    expect(bizCode(() => sendSmsCode(s.deps, MOBILE, "login"))).toBe(200333313);
    expect(bizCode(() => sendSmsCode(s.deps, MOBILE, "register"))).toBe(200333313);
    expect(bizCode(() => sendSmsCode(s.deps, "13800000002", "login"))).toBeNull();
    s.advance(1);
    expect(bizCode(() => sendSmsCode(s.deps, MOBILE, "login"))).toBeNull();
  });

  it("a code is valid for exactly 5 minutes", () => {
    const s = setup();
    sendSmsCode(s.deps, MOBILE, "login");
    s.advance(SMS_CODE_TTL_MS);
    expect(bizCode(() => requireSmsCode(s.deps, MOBILE, "login", STAND_IN_SMS_CODE, false))).toBeNull();
    s.advance(1);
    expect(bizCode(() => requireSmsCode(s.deps, MOBILE, "login", STAND_IN_SMS_CODE, false))).toBe(200333310);
  });

  it("a consumed code cannot be used again; an unconsumed check leaves it usable", () => {
    const s = setup();
    sendSmsCode(s.deps, MOBILE, "forgetPassword");
    requireSmsCode(s.deps, MOBILE, "forgetPassword", STAND_IN_SMS_CODE, false);
    requireSmsCode(s.deps, MOBILE, "forgetPassword", STAND_IN_SMS_CODE, true);
    expect(bizCode(() => requireSmsCode(s.deps, MOBILE, "forgetPassword", STAND_IN_SMS_CODE, true))).toBe(
      200333310,
    );
  });

  it("a code is bound to its mobile, its scene (or common) and its digits", () => {
    const s = setup();
    sendSmsCode(s.deps, MOBILE, "login");
    expect(bizCode(() => requireSmsCode(s.deps, "13800000002", "login", STAND_IN_SMS_CODE, false))).toBe(
      200333310,
    );
    expect(bizCode(() => requireSmsCode(s.deps, MOBILE, "register", STAND_IN_SMS_CODE, false))).toBe(
      200333310,
    );
    expect(bizCode(() => requireSmsCode(s.deps, MOBILE, "login", "654321", false))).toBe(200333310);
    sendSmsCode(s.deps, "13800000003", "common");
    expect(
      bizCode(() => requireSmsCode(s.deps, "13800000003", "modifyMobile", STAND_IN_SMS_CODE, true)),
    ).toBeNull();
  });

  it("knows the four scenes", () => {
    expect(["login", "register", "forgetPassword", "modifyMobile"].every(isSmsScene)).toBe(true);
    expect(isSmsScene("common")).toBe(false);
    expect(isSmsScene(1)).toBe(false);
  });
});

describe("sessions", () => {
  it("a token resolves for 12 hours, then not; revoking ends it at once", () => {
    const s = setup();
    const { tokenValue, expiresIn } = issueSession(s.db, 1, "term", T0);
    expect(expiresIn).toBe(TOKEN_TTL_SECONDS);
    expect(tokenValue).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSession(s.db, tokenValue, T0 + TOKEN_TTL_SECONDS * 1000 - 1)).toMatchObject({
      token: tokenValue,
      accountId: 1,
    });
    expect(resolveSession(s.db, tokenValue, T0 + TOKEN_TTL_SECONDS * 1000)).toBeNull();
    const other = issueSession(s.db, 1, "term", T0).tokenValue;
    revokeSession(s.db, other);
    expect(resolveSession(s.db, other, T0)).toBeNull();
  });

  it("revoking an account's sessions ends them all, not other accounts'", () => {
    const s = setup();
    const a = issueSession(s.db, 1, "t1", T0).tokenValue;
    const b = issueSession(s.db, 1, "t2", T0).tokenValue;
    const c = issueSession(s.db, 2, "t3", T0).tokenValue;
    revokeAccountSessions(s.db, 1);
    expect(resolveSession(s.db, a, T0)).toBeNull();
    expect(resolveSession(s.db, b, T0)).toBeNull();
    expect(resolveSession(s.db, c, T0)).not.toBeNull();
  });

  it("issuing a session forgets expired ones", () => {
    const s = setup();
    const old = issueSession(s.db, 1, "t1", T0).tokenValue;
    const later = T0 + TOKEN_TTL_SECONDS * 1000 + 1;
    issueSession(s.db, 1, "t2", later);
    const count = s.db.prepare("SELECT COUNT(*) FROM sessions WHERE token = ?").pluck().get(old);
    expect(count).toBe(0);
  });

  it.each([
    ["Bearer abc", "abc"],
    ["bearer   abc ", "abc"],
    ["Bearer", null],
    ["Bearer a b", null],
    ["Basic abc", null],
    ["xBearer abc", null],
    ["Token Bearer abc", null],
    [undefined, null],
  ])("bearerToken(%j) → %j", (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it("accepts exactly the client credential", () => {
    const basic = (text: string) => `Basic ${Buffer.from(text).toString("base64")}`;
    expect(isClientCredential(basic("id:secret"), "id", "secret")).toBe(true);
    expect(isClientCredential(basic("id:secreT"), "id", "secret")).toBe(false);
    expect(isClientCredential(basic("id:secret2"), "id", "secret")).toBe(false);
    expect(isClientCredential(`Bearer ${Buffer.from("id:secret").toString("base64")}`, "id", "secret")).toBe(
      false,
    );
    expect(isClientCredential(undefined, "id", "secret")).toBe(false);
    // The scheme is the whole first word and the credential the whole rest: nothing before, between or after.
    const encoded = Buffer.from("id:secret").toString("base64");
    expect(isClientCredential(`  basic   ${encoded}  `, "id", "secret")).toBe(true);
    expect(isClientCredential(`xBasic ${encoded}`, "id", "secret")).toBe(false);
    expect(isClientCredential(`Basic ${encoded} extra`, "id", "secret")).toBe(false);
    expect(isClientCredential(`Basic${encoded}`, "id", "secret")).toBe(false);
  });
});
