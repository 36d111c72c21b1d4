/**
 * The console's HTTP client outside a browser (the bench's clients, in Node): the same client
 * (src/providers/http.ts) over Node's fetch instead of the browser's XMLHttpRequest. Upload progress is not needed
 * here and not reported.
 */
import { TransportError, type HttpTransport } from "../src/providers/httpTransport";

export const fetchTransport: HttpTransport = async (request) => {
  const timeout = request.timeoutMs > 0 ? AbortSignal.timeout(request.timeoutMs) : undefined;
  const signals = [request.signal, timeout].filter((signal): signal is AbortSignal => signal !== undefined);
  let response: Response;
  try {
    response = await fetch(request.url, {
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
};
