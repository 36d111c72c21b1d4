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
      }),
    ).toMatchObject({
      port: 9000,
      host: "127.0.0.1",
      dataDir: "/tmp/x",
      seedScale: 100000,
      staticDir: "dist",
      apiOnly: true,
      testHooks: true,
      accessKey: "k",
    });
    expect(readServerConfig({ STATIC_DIR: "", SEED_SCALE: "abc" })).toMatchObject({
      staticDir: undefined,
      seedScale: 1,
    });
    expect(() => readServerConfig({ PORT: "http" })).toThrow(/PORT/);
  });
});
