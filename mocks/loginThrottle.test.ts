// @vitest-environment node
/**
 * Login throttling (issue 8 §2): besides the per-account lock, a per-client limit that counts FAILED logins only
 * (an office puts dozens of staff behind one address), and an unknown user name answered exactly like a known one.
 */
import * as account from "../src/api/account";
import * as message from "../src/api/message";
import { DEMO_PASSWORD } from "./accounts/seed/accounts";
import { countingFailures } from "./loginThrottle";
import { createTestStandIn, encryptForLogin, TEST_CLIENT_HEADER, type TestStandIn } from "./testing";

const passwordQuery = { grant_type: "password", scope: "server", terminalId: "terminal-1" };
const OFFICE = "203.0.113.20";

function login(s: TestStandIn, username: string, password: string, client = OFFICE) {
  return s.call(
    account.token,
    { username, password: encryptForLogin(password) },
    { query: passwordQuery, headers: { [TEST_CLIENT_HEADER]: client } },
  );
}

const sessions = (s: TestStandIn) => Number(s.db.prepare("SELECT COUNT(*) FROM sessions").pluck().get());

describe("the per-client login limit", () => {
  const limits = { loginFailuresPerClient: { count: 5, windowMs: 10 * 60_000 } };

  it("refuses every login from an address once its failed logins reach the limit, until the window passes", async () => {
    const s = createTestStandIn({ limits });
    for (const name of ["demo", "limited", "nobody", "newcomer", "someone"]) {
      expect((await login(s, name, "Wrong@2026")).body.msg).toBe("用户名或密码错误");
    }
    const before = sessions(s);
    const refused = await login(s, "demo", DEMO_PASSWORD);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ code: 200333318, msg: "登录失败次数过多，请10分钟后再试", data: null });
    expect(sessions(s)).toBe(before);
    // Another address is not affected.
    expect((await login(s, "demo", DEMO_PASSWORD, "198.51.100.1")).body.code).toBe(1);
    s.advance(10 * 60_000);
    expect((await login(s, "demo", DEMO_PASSWORD)).body.code).toBe(1);
  });

  it("never counts successful logins or ordinary calls (an office behind one address)", async () => {
    const s = createTestStandIn({ limits });
    for (let i = 0; i < 20; i++) {
      const { body } = await login(s, i % 2 ? "demo" : "limited", DEMO_PASSWORD);
      expect(body.code).toBe(1);
      const calls = await s.call(
        message.unReadNum,
        { platform: "provider" },
        { token: body.data.accessToken.tokenValue, headers: { [TEST_CLIENT_HEADER]: OFFICE } },
      );
      expect(calls.body.code).toBe(1);
    }
    for (let i = 0; i < 4; i++) await login(s, "demo", "Wrong@2026");
    expect((await login(s, "limited", DEMO_PASSWORD)).body.code).toBe(1);
  });

  it("does not count logins refused because the server could not read them", async () => {
    const s = createTestStandIn({ limits });
    const headers = { [TEST_CLIENT_HEADER]: OFFICE };
    const unreadable = [
      // An empty user name.
      () => login(s, "", DEMO_PASSWORD),
      // A password that was not encrypted with the login key.
      () =>
        s.call(
          account.token,
          { username: "demo", password: "plain-text" },
          { query: passwordQuery, headers },
        ),
      // An SMS login with a malformed mobile number and code.
      () =>
        s.call(account.token, undefined, {
          query: { grant_type: "app", key: "12", verifyCode: "x", terminalId: "terminal-1" },
          headers,
        }),
    ];
    for (let round = 0; round < 3; round++) {
      for (const attempt of unreadable) {
        const { status, body } = await attempt();
        expect(status).toBe(200);
        expect(body.code).toBe(400);
      }
    }
    expect((await login(s, "demo", DEMO_PASSWORD)).body.code).toBe(1);
  });

  it("does not count a login attempt that fails with a server error", async () => {
    const s = createTestStandIn({ limits });
    const deps = { db: s.db, clock: s.now, client: OFFICE, settings: s.settings };
    const crash = new Error("database is locked");
    for (let i = 0; i < 10; i++) {
      expect(() =>
        countingFailures(deps, () => {
          throw crash;
        }),
      ).toThrow(crash);
    }
    expect((await login(s, "demo", DEMO_PASSWORD)).body.code).toBe(1);
  });
});

describe("an unknown user name", () => {
  it("is answered exactly like a known one with wrong passwords, lock included", async () => {
    const s = createTestStandIn();
    const answers = async (username: string, client: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const { status, body } = await login(s, username, `Wrong@${i}x`, client);
        out.push({ status, body });
      }
      return out;
    };
    const known = await answers("newcomer", "192.0.2.1");
    const unknown = await answers("no-such-user", "192.0.2.2");
    expect(unknown).toEqual(known);
    expect(known[0]).toEqual({ status: 200, body: { code: 200333301, msg: "用户名或密码错误", data: null } });
    expect(known[6]).toMatchObject({ body: { code: 200333303 } });
    // The unknown name stays locked even with the demo password.
    expect((await login(s, "no-such-user", DEMO_PASSWORD, "192.0.2.3")).body.code).toBe(200333303);
  });
});
