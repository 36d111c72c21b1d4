/**
 * How one request travels (issue 30): the browser's own XMLHttpRequest, which has upload progress, timeouts, abort
 * and Blob responses natively (jsdom's XHR in the unit tests). The transport only moves bytes: it resolves for any
 * HTTP status (src/providers/http.ts decides what a status means) and rejects with a TransportError when no answer
 * came. Tests of the client hand it a fake transport instead.
 */

/** Progress of a request body as it goes out; total is unknown when the browser cannot tell the length. */
export interface UploadProgress {
  loaded: number;
  total?: number;
}

export interface TransportRequest {
  method: string;
  /** The whole URL: base URL, path and the query string exactly as signed. */
  url: string;
  headers: Record<string, string>;
  /** The exact signed JSON text, or a FormData (the browser writes the multipart boundary). */
  body?: string | FormData;
  /** 0 waits forever. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** "json": the parsed JSON, or the text when the body is no JSON; "blob": a Blob of the body. */
  responseType: "json" | "blob";
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface TransportResponse {
  status: number;
  /** A response header (case-insensitive), null when absent or not exposed to the page (CORS). */
  header(name: string): string | null;
  data: unknown;
}

export type HttpTransport = (request: TransportRequest) => Promise<TransportResponse>;

export type TransportFailure = "timeout" | "network" | "canceled";

/** No answer: the time ran out, the connection failed, or the caller aborted through its signal. */
export class TransportError extends Error {
  readonly kind: TransportFailure;

  constructor(kind: TransportFailure) {
    super(`request ${kind}`);
    this.name = "TransportError";
    this.kind = kind;
  }
}

export function isTransportError(value: unknown): value is TransportError {
  return value instanceof TransportError;
}

/** A JSON body parsed; text that is no JSON (an HTML error page, an empty body) is kept as text. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function responseData(xhr: XMLHttpRequest, responseType: TransportRequest["responseType"]): unknown {
  // XHR's response is typed `any`; with responseType "blob" it is the body's Blob, handed on as unknown.
  const blob: unknown = xhr.response;
  return responseType === "blob" ? blob : readJson(xhr.responseText);
}

export const xhrTransport: HttpTransport = (request) =>
  new Promise<TransportResponse>((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(new TransportError("canceled"));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener("abort", onAbortSignal);

    xhr.open(request.method, request.url);
    // Text for JSON endpoints: the client reads an invalid JSON body as text (no envelope) rather than as null.
    xhr.responseType = request.responseType === "blob" ? "blob" : "text";
    xhr.timeout = request.timeoutMs;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const { onUploadProgress } = request;
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    xhr.onload = () => {
      settle();
      resolve({
        status: xhr.status,
        header: (name) => xhr.getResponseHeader(name),
        data: responseData(xhr, request.responseType),
      });
    };
    xhr.ontimeout = () => {
      settle();
      reject(new TransportError("timeout"));
    };
    xhr.onerror = () => {
      settle();
      reject(new TransportError("network"));
    };
    // An abort the caller did not ask for (the browser leaving the page) is a failed connection, not a cancel.
    xhr.onabort = () => {
      settle();
      reject(new TransportError(signal?.aborted ? "canceled" : "network"));
    };
    signal?.addEventListener("abort", onAbortSignal);
    xhr.send(request.body ?? null);
  });
