// @vitest-environment node
/**
 * Agreements (issue 33 §2): protocol/alert answers needAlert per account and version, protocol/info the text,
 * protocol/accept stores the acceptance of the version read; refusals write nothing.
 */
import { api } from "../../src/api";
import * as basicPublic from "../../src/api/basicPublic";
import * as workerAccount from "../../src/api/worker/account";
import { AGREEMENTS_PENDING_CODE, PROTOCOL_CODES, PROTOCOL_MESSAGES } from "../../src/domain/protocols";
import { BIZ } from "../bizCodes";
import { protocolAcceptanceMigration } from "../db/migrations/032_protocols_002_acceptances";
import { chinaDateTime } from "../time";
import { createTestStandIn, type TestStandIn } from "../testing";
import { PROTOCOL_BIZ } from "./protocolStore";
import { changePassword, createStaff, INITIAL_PASSWORD, NEW_PASSWORD, STAFF_MOBILE } from "./staffTesting";

const { providerService: SERVICE, privacy: PRIVACY, deposit: DEPOSIT } = PROTOCOL_CODES;

let s: TestStandIn;
beforeEach(() => {
  s = createTestStandIn();
});

const acceptances = () => s.db.prepare("SELECT * FROM protocol_acceptances ORDER BY rowid").all();
const alert = async (protocolCode: string, token: string) =>
  (await s.call(basicPublic.protocolAlert, { protocolCode }, { token })).body.data;
const accept = (protocolCode: string, version: string, token: string) =>
  s.call(basicPublic.protocolAccept, { protocolCode, version }, { token });

describe("protocol alert", () => {
  it("asks nothing of the seeded accounts in the console; newcomer must accept both agreements", async () => {
    const demo = await s.login("demo");
    expect(await alert(SERVICE, demo)).toEqual({
      needAlert: false,
      protocolCode: SERVICE,
      title: "服务商入驻协议",
      version: "3.2",
      acceptedVersion: "3.2",
      acceptedTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    // The deposit rules are read, never accepted.
    expect(await alert(DEPOSIT, demo)).toMatchObject({ needAlert: false, acceptedVersion: null });
    expect((await alert(PRIVACY, await s.login("limited"))).needAlert).toBe(false);
    expect((await alert(PRIVACY, await s.loginBySms("13800000005"))).needAlert).toBe(false);

    const newcomer = await s.login("newcomer");
    expect(await alert(SERVICE, newcomer)).toMatchObject({ needAlert: true, acceptedVersion: null });
    expect(await alert(PRIVACY, newcomer)).toMatchObject({
      needAlert: true,
      version: "2.0",
      acceptedVersion: "1.9",
    });
  });

  it("no longer follows the first entry: confirming it accepts nothing", async () => {
    const newcomer = await s.login("newcomer");
    await s.call(workerAccount.confirmFirstEnter, undefined, { token: newcomer });
    expect((await alert(SERVICE, newcomer)).needAlert).toBe(true);
  });
});

describe("accepting an agreement", () => {
  it("stores the acceptance of the account: the alert stops, for every later login too", async () => {
    const newcomer = await s.login("newcomer");
    const before = acceptances().length;
    const at = chinaDateTime(s.now());
    const { body } = await accept(SERVICE, "3.2", newcomer);
    expect(body).toEqual({
      code: 1,
      msg: "success",
      data: { protocolCode: SERVICE, version: "3.2", acceptedTime: at },
    });
    expect(acceptances()).toHaveLength(before + 1);
    expect((await alert(SERVICE, await s.login("newcomer"))).needAlert).toBe(false);
    // The other agreement still waits.
    expect((await alert(PRIVACY, newcomer)).needAlert).toBe(true);
    // Twice (a second tab, a double click): accepted, the first time kept.
    s.advance(60_000);
    expect((await accept(SERVICE, "3.2", newcomer)).body.data.acceptedTime).toBe(at);
    expect(acceptances()).toHaveLength(before + 1);
  });

  it("asks again for a new version, per account; the old version is refused", async () => {
    s.db.prepare("UPDATE protocols SET version = '3.3' WHERE code = ?").run(SERVICE);
    const demo = await s.login("demo");
    expect(await alert(SERVICE, demo)).toMatchObject({
      needAlert: true,
      version: "3.3",
      acceptedVersion: "3.2",
    });
    const before = acceptances();
    const refused = await accept(SERVICE, "3.2", demo);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      code: PROTOCOL_BIZ.versionChanged,
      msg: PROTOCOL_MESSAGES.versionChanged,
      data: null,
    });
    expect(acceptances()).toEqual(before);
    expect((await accept(SERVICE, "3.3", demo)).body.code).toBe(1);
    expect((await alert(SERVICE, demo)).needAlert).toBe(false);
    // limited is demo's staff account (issue 29): demo's acceptance of the company's agreement covers it.
    expect(await alert(SERVICE, await s.login("limited"))).toMatchObject({
      needAlert: false,
      acceptedVersion: "3.3",
    });
  });

  it("lets an account still onboarding accept (the calls are open during onboarding)", async () => {
    const applicant = await s.login("applicant");
    expect((await alert(SERVICE, applicant)).needAlert).toBe(true);
    expect((await accept(SERVICE, "3.2", applicant)).body.code).toBe(1);
  });

  it.each([
    ["an unknown code", { protocolCode: "NOPE", version: "1" }, BIZ.notFound, PROTOCOL_MESSAGES.notFound],
    ["no code", { protocolCode: "", version: "3.2" }, 400, "协议编码不能为空"],
    ["no version", { protocolCode: SERVICE }, 400, "协议版本不能为空"],
    ["a version not the current one", { protocolCode: SERVICE, version: "3.1" }, 200336001, "协议已更新"],
    ["the deposit rules", { protocolCode: DEPOSIT, version: "1.4" }, 200336002, "该协议无需同意"],
  ])("refuses %s and writes nothing", async (_what, payload, code, msg) => {
    const newcomer = await s.login("newcomer");
    const before = acceptances();
    const { status, body } = await s.call(basicPublic.protocolAccept, payload, { token: newcomer });
    expect(status).toBe(200);
    expect(body.code).toBe(code);
    expect(body.msg).toContain(msg);
    expect(body.data).toBeNull();
    expect(acceptances()).toEqual(before);
  });

  it("refuses a caller without a token", async () => {
    const before = acceptances();
    const { status, body } = await accept(SERVICE, "3.2", "");
    expect(status).toBe(401);
    expect(body.msg).toBe("未授权，请重新登录");
    expect(acceptances()).toEqual(before);
  });
});

describe("protocol info", () => {
  it("answers the text as headings and numbered articles, long enough to scroll", async () => {
    const token = await s.login();
    const { body } = await s.call(basicPublic.protocolInfo, { protocolCode: SERVICE }, { token });
    expect(body.data).toMatchObject({ protocolCode: SERVICE, title: "服务商入驻协议", version: "3.2" });
    expect(body.data.content).toMatch(/^<h3>一、总则<\/h3><p>第1条 /);
    expect(body.data.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(12);
    expect((await s.call(basicPublic.protocolInfo, { protocolCode: "NOPE" }, { token })).body).toEqual({
      code: BIZ.notFound,
      msg: "协议不存在",
      data: null,
    });
    expect((await s.call(basicPublic.protocolInfo, { protocolCode: "" }, { token })).body.msg).toBe(
      "协议编码不能为空",
    );
  });
});

describe("migration protocols_002_acceptances", () => {
  it("takes the accounts already in the console to have accepted; first-entry and onboarding ones not", () => {
    s.db.exec("DROP TABLE protocol_acceptances; ALTER TABLE protocols DROP COLUMN must_accept;");
    const up = protocolAcceptanceMigration.up;
    if (typeof up === "string") throw new Error("expected a function");
    up(s.db);
    const accepted = s.db
      .prepare(
        `SELECT a.username || ':' || p.protocol_code || ':' || p.version FROM protocol_acceptances p
         JOIN accounts a ON a.id = p.account_id ORDER BY a.username, p.protocol_code`,
      )
      .pluck()
      .all();
    expect(accepted).toEqual([
      "demo:PRIVACY:2.0",
      "demo:PROVIDER_SERVICE:3.2",
      "guarded:PRIVACY:2.0",
      "guarded:PROVIDER_SERVICE:3.2",
      "limited:PRIVACY:2.0",
      "limited:PROVIDER_SERVICE:3.2",
    ]);
    expect(
      s.db.prepare("SELECT code FROM protocols WHERE must_accept = 1 ORDER BY code").pluck().all(),
    ).toEqual([PRIVACY, SERVICE]);
  });
});

describe("staff accounts (issue 29)", () => {
  it("are covered by their main account for the 服务商入驻协议 and asked for the privacy policy themselves", async () => {
    const demo = await s.login("demo");
    await createStaff(s, demo, { acceptAgreements: false });
    await changePassword(s, await s.login(STAFF_MOBILE, INITIAL_PASSWORD));
    const staff = await s.login(STAFF_MOBILE, NEW_PASSWORD);
    const demoService = await alert(SERVICE, demo);
    expect(await alert(SERVICE, staff)).toEqual(demoService);
    expect((await alert(PRIVACY, staff)).needAlert).toBe(true);
  });
});

describe("the gateway holds the calls of an account with an agreement to accept (issue 43, A1)", () => {
  const HELD = { code: AGREEMENTS_PENDING_CODE, msg: "请先阅读并同意平台协议", data: null };
  const orders = (token: string) => s.call(api.order.provider.orderList, { size: 1 }, { token });
  const unread = (token: string) => s.call(api.message.unReadNum, { platform: "provider" }, { token });
  const events = () => s.db.prepare("SELECT count(*) FROM live_events").pluck().get();

  it("refuses newcomer's business calls (reads and writes) with the code, writing nothing", async () => {
    expect(AGREEMENTS_PENDING_CODE).toBe(200336003);
    const newcomer = await s.login("newcomer");
    for (const answer of [await orders(newcomer), await unread(newcomer)]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(HELD);
    }
    const before = events();
    const read = await s.call(api.message.readMsg, { ids: ["1"] }, { token: newcomer });
    expect(read.body).toEqual(HELD);
    expect(events()).toBe(before);

    // Meanwhile its user info, the first entry, the agreement calls and logout answer.
    const user = await s.call(api.adminTemplate.userInfo, undefined, { token: newcomer });
    expect(user.body).toMatchObject({ code: 1, data: { settlePhase: 6, isFirstEntry: true } });
    expect((await s.call(workerAccount.confirmFirstEnter, undefined, { token: newcomer })).body.code).toBe(1);
    expect((await alert(SERVICE, newcomer)).needAlert).toBe(true);
    const info = await s.call(basicPublic.protocolInfo, { protocolCode: PRIVACY }, { token: newcomer });
    expect(info.body.code).toBe(1);
    expect((await s.call(api.account.logout, undefined, { token: newcomer })).body.code).toBe(1);
  });

  it("lets the calls through once every agreement the account must accept is accepted", async () => {
    const newcomer = await s.login("newcomer");
    expect((await accept(SERVICE, "3.2", newcomer)).body.code).toBe(1);
    // One of two is not enough.
    expect((await orders(newcomer)).body).toEqual(HELD);
    expect((await accept(PRIVACY, "2.0", newcomer)).body.code).toBe(1);
    expect((await orders(newcomer)).body.code).toBe(1);
    expect((await unread(newcomer)).body.code).toBe(1);

    // The seeded accounts that have accepted were never held, nor is applicant (onboarding, nothing accepted): its
    // onboarding calls answer, it accepts once in the console.
    for (const token of [
      await s.login("demo"),
      await s.login("limited"),
      await s.loginBySms("13800000005"),
    ]) {
      expect((await orders(token)).body.code).toBe(1);
    }
    const applicant = await s.login("applicant");
    const profile = await s.call(api.worker.profile.getProviderProfileByToken, undefined, {
      token: applicant,
    });
    expect(profile.body.code).toBe(1);
  });

  it("holds an account again when a new version is published; a staff account only for its own agreements", async () => {
    const demo = await s.login("demo");
    const limited = await s.login("limited");
    // The company's agreement is the owner's to accept: demo is held, limited is not (and is never asked).
    s.db.prepare("UPDATE protocols SET version = '3.3' WHERE code = ?").run(SERVICE);
    expect((await orders(demo)).body).toEqual(HELD);
    expect((await orders(limited)).body.code).toBe(1);
    expect((await accept(SERVICE, "3.3", demo)).body.code).toBe(1);
    expect((await orders(demo)).body.code).toBe(1);
    // The privacy policy is each person's own.
    s.db.prepare("UPDATE protocols SET version = '2.1' WHERE code = ?").run(PRIVACY);
    expect((await orders(limited)).body).toEqual(HELD);
    expect((await orders(demo)).body).toEqual(HELD);
    expect((await accept(PRIVACY, "2.1", limited)).body.code).toBe(1);
    expect((await orders(limited)).body.code).toBe(1);
    expect((await orders(demo)).body).toEqual(HELD);
  });

  it("holds a new staff account after its password change until it accepts the privacy policy", async () => {
    const demo = await s.login("demo");
    await createStaff(s, demo, { acceptAgreements: false });
    // The password change comes first (403 for anything else), then the agreement.
    // A new colleague holds no menu yet: the messages (any account's) are its business calls.
    const first = await s.login(STAFF_MOBILE, INITIAL_PASSWORD);
    expect((await unread(first)).status).toBe(403);
    expect((await changePassword(s, first)).body.code).toBe(1);
    const staff = await s.login(STAFF_MOBILE, NEW_PASSWORD);
    expect((await unread(staff)).body).toEqual(HELD);
    await s.acceptAgreements(staff);
    expect((await unread(staff)).body.code).toBe(1);
  });
});
