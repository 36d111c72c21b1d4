/**
 * Fake transports for unit tests of the HTTP client (src/providers/http.ts): each says exactly what status, body and
 * headers the "server" gives, with no network, and the client's requests are recorded.
 */
import { expect } from "vitest";
import { ApiError } from "../providers/errors";
import { createHttpClient, type HttpClient } from "../providers/http";
import type { HttpTransport, TransportRequest } from "../providers/httpTransport";

export interface FakeAnswer {
  status?: number;
  data: unknown;
  headers?: Record<string, string>;
}

/** A transport answering one status, body and headers (names case-insensitive, as a browser's; JSON by default). */
export function answering(answer: FakeAnswer): HttpTransport {
  const headers = new Map(
    Object.entries({ "content-type": "application/json", ...answer.headers }).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
  return async () => ({
    status: answer.status ?? 200,
    header: (name) => headers.get(name.toLowerCase()) ?? null,
    data: answer.data,
  });
}

/** A client with base URL /api, a 10 s timeout and no session, whose requests are pushed onto `sent`. */
export function recordingClient(transport: HttpTransport, sent: TransportRequest[]): HttpClient {
  return createHttpClient({
    baseURL: "/api",
    timeoutMs: 10_000,
    accessKey: "k",
    accessSecret: "s",
    getToken: () => null,
    getUser: () => null,
    transport: (request) => {
      sent.push(request);
      return transport(request);
    },
  });
}

/** The ApiError a call rejects with (fails the test when it resolves or rejects with something else). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  if (!(error instanceof ApiError)) throw new Error("no ApiError");
  return error;
}
