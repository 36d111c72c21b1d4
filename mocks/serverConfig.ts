import { devDefaults } from "../src/config/devDefaults";
import { normalizeScale } from "./db/seed";

/** The node entry's settings, from the environment (see mocks/README.md "Environment"). */
export interface ServerConfig {
  port: number;
  /** undefined: every interface. */
  host: string | undefined;
  dataDir: string;
  seedScale: number;
  /** The built console to serve, unless apiOnly. */
  staticDir: string | undefined;
  apiOnly: boolean;
  testHooks: boolean;
  accessKey: string;
  accessSecret: string;
  clientId: string;
  clientSecret: string;
  loginPrivateKeyPath: string | undefined;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== "" ? value.trim() : undefined;
}

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const port = Number(nonEmpty(env.PORT) ?? devDefaults.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    host: nonEmpty(env.HOST),
    dataDir: nonEmpty(env.DATA_DIR) ?? ".data",
    seedScale: normalizeScale(env.SEED_SCALE ?? 1),
    staticDir: nonEmpty(env.STATIC_DIR),
    apiOnly: flag(env.API_ONLY),
    testHooks: flag(env.STANDIN_TEST_HOOKS),
    accessKey: nonEmpty(env.STANDIN_ACCESS_KEY) ?? devDefaults.accessKey,
    accessSecret: nonEmpty(env.STANDIN_ACCESS_SECRET) ?? devDefaults.accessSecret,
    clientId: nonEmpty(env.STANDIN_CLIENT_ID) ?? devDefaults.clientId,
    clientSecret: nonEmpty(env.STANDIN_CLIENT_SECRET) ?? devDefaults.clientSecret,
    loginPrivateKeyPath: nonEmpty(env.STANDIN_LOGIN_PRIVATE_KEY),
  };
}
