/**
 * The console's own HTTP client (src/providers/http.ts: signing, authorization and identity headers, envelope
 * handling) pointed at a stand-in from Node, logged in with the password flow of the login page. Used by the
 * benchmark for API latency; calls are silent (no toasts).
 */
import { randomUUID } from "node:crypto";
import * as api from "../src/api";
import type { UserInfo } from "../src/api/adminTemplate";
import { createHttpClient, type HttpClient, type HttpClientSettings } from "../src/providers/http";
import { fetchTransport } from "./fetchTransport";
import { encryptPassword } from "../src/providers/passwordCipher";

export type BenchClient = Pick<HttpClient, "call" | "callEnvelope">;

/** Another gateway's settings (default: the console's configuration, the stand-in's development keys). */
export interface LoginOptions {
  /** Default: Node's fetch (scripts/fetchTransport.ts). */
  transport?: HttpClientSettings["transport"];
  /** The signing key pair and the token call's client credential. */
  keys?: Partial<Pick<HttpClientSettings, "accessKey" | "accessSecret" | "clientId" | "clientSecret">>;
  /** The public key the password is encrypted under (SPKI, base64). */
  loginPublicKey?: string;
}

/** Logs `username` in against `apiBase` (e.g. http://127.0.0.1:8081/api) and resolves with a client holding the session. */
export async function loginThroughApi(
  apiBase: string,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<BenchClient> {
  let token: string | null = null;
  let user: UserInfo | null = null;
  const client = createHttpClient({
    ...options.keys,
    baseURL: apiBase,
    getToken: () => token,
    getUser: () => user,
    transport: options.transport ?? fetchTransport,
  });
  const data = await client.call(
    api.account.token,
    { username, password: await encryptPassword(password, options.loginPublicKey) },
    { query: { grant_type: "password", scope: "server", terminalId: randomUUID() }, silent: true },
  );
  token = data.accessToken.tokenValue;
  user = await client.call(api.adminTemplate.userInfo, undefined, { silent: true });
  return client;
}
