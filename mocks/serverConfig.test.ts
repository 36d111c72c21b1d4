// @vitest-environment node
import { devDefaults } from "../src/config/devDefaults";
import { readServerConfig } from "./serverConfig";

describe("readServerConfig", () => {
  it("has development defaults", () => {
    expect(readServerConfig({})).toMatchObject({
      port: 8080,
      host: undefined,
      dataDir: ".data",
      seedScale: 1,
      staticDir: undefined,
      apiOnly: false,
      testHooks: false,
      devPages: false,
      limits: {},
      accessKey: devDefaults.accessKey,
      clientSecret: devDefaults.clientSecret,
    });
  });

  it("reads the environment", () => {
    expect(
      readServerConfig({
        PORT: "9000",
        HOST: "127.0.0.1",
        DATA_DIR: "/tmp/x",
        SEED_SCALE: "100000",
        STATIC_DIR: "dist",
        API_ONLY: "1",
        STANDIN_TEST_HOOKS: "1",
        STANDIN_ACCESS_KEY: "k",
        STANDIN_DEV_PAGES: "1",
        STANDIN_SMS_PER_CLIENT: "50",
        STANDIN_LOGIN_FAILURES_PER_CLIENT: "100",
      }),
    ).toMatchObject({
      port: 9000,
      host: "127.0.0.1",
      dataDir: "/tmp/x",
      seedScale: 100000,
      staticDir: "dist",
      apiOnly: true,
      testHooks: true,
      devPages: true,
      limits: {
        smsPerClient: { count: 50, windowMs: 10 * 60_000 },
        loginFailuresPerClient: { count: 100, windowMs: 10 * 60_000 },
      },
      accessKey: "k",
    });
    expect(() => readServerConfig({ STANDIN_SMS_TOTAL: "0" })).toThrow(/STANDIN_SMS_TOTAL/);
    expect(readServerConfig({ STATIC_DIR: "", SEED_SCALE: "abc" })).toMatchObject({
      staticDir: undefined,
      seedScale: 1,
    });
    expect(() => readServerConfig({ PORT: "http" })).toThrow(/PORT/);
  });

  it("sets the stand-in's clock only from a date and time with its offset", () => {
    expect(readServerConfig({}).clockStart).toBeUndefined();
    expect(readServerConfig({ STANDIN_CLOCK: "2026-11-20T11:00:00+08:00" }).clockStart).toBe(
      Date.UTC(2026, 10, 20, 3, 0, 0),
    );
    expect(readServerConfig({ STANDIN_CLOCK: "2026-11-20T03:00:00Z" }).clockStart).toBe(
      Date.UTC(2026, 10, 20, 3, 0, 0),
    );
    // Without an offset the time would depend on the machine's zone.
    expect(() => readServerConfig({ STANDIN_CLOCK: "2026-11-20T11:00:00" })).toThrow(/STANDIN_CLOCK/);
    expect(() => readServerConfig({ STANDIN_CLOCK: "tomorrow+08:00" })).toThrow(/STANDIN_CLOCK/);
  });
});
