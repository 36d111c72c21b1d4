/**
 * Calls to the stand-in made by a test, outside any page: a colleague's write, or a call the page's menu does not
 * offer. Signed as the console signs them, on the stand-in's clock (./clock.ts), with the account's token.
 */
import { inject } from "vitest";
import { api } from "../../src/api";
import type { Endpoint, Envelope } from "../../src/api/endpoint";
import { buildSignedRequest } from "../../mocks/testing";
import { url } from "./index";

/** The HTTP answer of one call. */
export async function signedFetch<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload: Req,
  token: string,
): Promise<Response> {
  const request = await buildSignedRequest(endpoint, payload, {
    token,
    now: Date.now() - inject("clockBehindMs"),
  });
  const target = new URL(request.url);
  return fetch(url(`${target.pathname}${target.search}`), {
    method: request.method,
    headers: request.headers,
    body: request.method === "GET" ? undefined : await request.text(),
  });
}

/** The envelope of one call. */
export async function apiCall<Req, Res>(
  token: string,
  endpoint: Endpoint<Req, Res>,
  payload: Req,
): Promise<Envelope<Res>> {
  return (await (await signedFetch(endpoint, payload, token)).json()) as Envelope<Res>;
}

/** The account's workers in service (账号状态 正常), up to 100. */
export async function activeWorkers(token: string) {
  return (await apiCall(token, api.worker.roster.workerList, { current: 1, size: 100, accountStatus: 3 }))
    .data.records;
}
