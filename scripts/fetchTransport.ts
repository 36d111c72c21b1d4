/**
 * The console's HTTP client outside a browser (the bench's clients, in Node): the same client
 * (src/providers/http.ts) over Node's fetch instead of the browser's XMLHttpRequest. Upload progress is not needed
 * here and not reported.
 */
import {
  TransportError,
  type HttpTransport,
  type TransportRequest,
  type TransportResponse,
} from "../src/providers/httpTransport";

/** A fetch-like function: Node's fetch, or an in-process app's `request` (the conformance test's stand-in). */
export type FetchLike = (url: string, init: RequestInit) => Response | Promise<Response>;

/** The transport over `fetchImpl`. */
export function fetchTransportWith(fetchImpl: FetchLike): HttpTransport {
  return (request) => send(fetchImpl, request);
}

export const fetchTransport: HttpTransport = (request) => send(fetch, request);

async function send(fetchImpl: FetchLike, request: TransportRequest): Promise<TransportResponse> {
  const timeout = request.timeoutMs > 0 ? AbortSignal.timeout(request.timeoutMs) : undefined;
  const signals = [request.signal, timeout].filter((signal): signal is AbortSignal => signal !== undefined);
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch {
    if (request.signal?.aborted) throw new TransportError("canceled");
    throw new TransportError(timeout?.aborted ? "timeout" : "network");
  }
  const text = request.responseType === "blob" ? null : await response.text();
  let data: unknown = text;
  if (text === null) data = await response.blob();
  else {
    try {
      data = JSON.parse(text);
    } catch {
      // No JSON: handed on as text, as the browser transport does.
    }
  }
  return { status: response.status, header: (name) => response.headers.get(name), data };
}
