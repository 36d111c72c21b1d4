// @vitest-environment node
/**
 * The stand-in's signature verifier at its edges (issue 15 §2.1–2.2): driven directly with a clock of its own, so
 * that timestamps and the nonce memory can be placed to the millisecond.
 */
import * as adminTemplate from "../src/api/adminTemplate";
import { SIGNATURE_HEADERS, SIGNATURE_WINDOW_MS, sign } from "../src/api/signing";
import { devDefaults } from "../src/config/devDefaults";
import {
  createSignatureVerifier,
  SIGNATURE_MESSAGES,
  type NonceStore,
  type SignedRequest,
} from "./signature";
import { buildSignedRequest, createTestStandIn } from "./testing";

const KEY = "key-1";
const SECRET = "secret-1";
const T0 = 1_767_000_000_000;
const MINUTE = 60 * 1000;

interface Draft {
  method?: string;
  path?: string;
  /** The path the signature is computed over; default: `path`. */
  signedPath?: string;
  query?: string;
  body?: string;
  timestamp?: string;
  nonce?: string;
  headers?: Partial<Record<keyof typeof SIGNATURE_HEADERS, string | undefined>>;
  secret?: string;
}

/** A request as the gateway sees it: its signed parts and its headers. */
type Signed = SignedRequest & { header: (name: string) => string | undefined };

/** A request signed like the console signs it, with every part overridable. */
async function signed(draft: Draft = {}): Promise<Signed> {
  const method = draft.method ?? "POST";
  const path = draft.path ?? "/message/unReadNum";
  const query = new URLSearchParams(draft.query ?? "");
  const body = draft.body ?? '{"platform":"provider"}';
  const timestamp = draft.timestamp ?? String(T0);
  const nonce = draft.nonce ?? "0123456789abcdef0123456789abcdef";
  const signedQuery: Record<string, string[]> = {};
  for (const [name, value] of query) (signedQuery[name] ??= []).push(value);
  const signature = await sign(draft.secret ?? SECRET, {
    method,
    path: draft.signedPath ?? path,
    query: signedQuery,
    body,
    timestamp,
    nonce,
  });
  const headers: Record<string, string | undefined> = {
    [SIGNATURE_HEADERS.accessKey]: KEY,
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.signature]: signature,
  };
  for (const [name, value] of Object.entries(draft.headers ?? {}))
    headers[SIGNATURE_HEADERS[name as keyof typeof SIGNATURE_HEADERS]] = value;
  return {
    method,
    path,
    query,
    body,
    header: (name) => headers[name],
  };
}

/** Nonces in memory, kept until their `until` (the SQLite store does the same in a table). */
function memoryNonces(): NonceStore {
  const seen = new Map<string, number>();
  return {
    claim(key, now, until) {
      const expires = seen.get(key);
      if (expires !== undefined && expires >= now) return false;
      seen.set(key, until);
      return true;
    },
  };
}

/** The verifier as the gateway runs it: the headers first, then the signature over the request and the nonce. */
function gatewayOf(keys: Record<string, string>, clock: () => number) {
  const verifier = createSignatureVerifier(keys, clock, memoryNonces());
  return {
    async verify(request: Signed): Promise<string | null> {
      const headers = verifier.checkHeaders(request.header);
      return typeof headers === "string" ? headers : verifier.verify(headers, request);
    },
  };
}

function setup(start = T0) {
  let now = start;
  const verifier = gatewayOf({ [KEY]: SECRET }, () => now);
  return {
    verifier,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe("timestamp", () => {
  it.each([
    "1.767e12",
    "+1767000000000",
    " 1767000000000",
    "1767000000000 ",
    "1767000000000.0",
    `0x${T0.toString(16)}`,
  ])(
    "a correctly signed request whose timestamp is %j (not plain digits) is refused as stale",
    async (timestamp) => {
      const { verifier } = setup();
      expect(await verifier.verify(await signed({ timestamp }))).toBe(SIGNATURE_MESSAGES.stale);
    },
  );

  it("exactly 5 minutes off either way is accepted; one millisecond more is refused", async () => {
    const { verifier } = setup();
    for (const [offset, nonce] of [
      [SIGNATURE_WINDOW_MS, "a1"],
      [-SIGNATURE_WINDOW_MS, "a2"],
    ] as const) {
      expect(await verifier.verify(await signed({ timestamp: String(T0 + offset), nonce }))).toBeNull();
    }
    for (const offset of [SIGNATURE_WINDOW_MS + 1, -SIGNATURE_WINDOW_MS - 1]) {
      expect(await verifier.verify(await signed({ timestamp: String(T0 + offset), nonce: "b" }))).toBe(
        SIGNATURE_MESSAGES.stale,
      );
    }
  });
});

describe("replay", () => {
  it("a replay 4 minutes later is refused as a used nonce; after more than 5 minutes as stale", async () => {
    const { verifier, advance } = setup();
    const request = await signed();
    expect(await verifier.verify(request)).toBeNull();
    advance(4 * MINUTE);
    expect(await verifier.verify(request)).toBe(SIGNATURE_MESSAGES.replayed);
    advance(MINUTE);
    expect(await verifier.verify(request)).toBe(SIGNATURE_MESSAGES.replayed);
    advance(1);
    expect(await verifier.verify(request)).toBe(SIGNATURE_MESSAGES.stale);
  });

  it("a nonce is remembered for 5 minutes after the later of the send time and the arrival", async () => {
    // The client's clock runs 4 minutes ahead: the nonce must outlive its timestamp's window.
    const { verifier, advance } = setup();
    const ahead = await signed({ timestamp: String(T0 + 4 * MINUTE) });
    expect(await verifier.verify(ahead)).toBeNull();
    advance(8 * MINUTE);
    expect(await verifier.verify(ahead)).toBe(SIGNATURE_MESSAGES.replayed);
  });

  it("once the window has passed, the same nonce with a fresh timestamp is accepted again", async () => {
    const { verifier, advance } = setup();
    expect(await verifier.verify(await signed({ nonce: "n-1" }))).toBeNull();
    advance(SIGNATURE_WINDOW_MS + 1);
    const later = String(T0 + SIGNATURE_WINDOW_MS + 1);
    expect(await verifier.verify(await signed({ nonce: "n-1", timestamp: later }))).toBeNull();
    expect(await verifier.verify(await signed({ nonce: "n-1", timestamp: later, body: "{}" }))).toBe(
      SIGNATURE_MESSAGES.replayed,
    );
  });

  it("nonces are remembered per access key", async () => {
    const verifier = gatewayOf({ [KEY]: SECRET, other: "secret-2" }, () => T0);
    expect(await verifier.verify(await signed({ nonce: "shared" }))).toBeNull();
    const other = await signed({ nonce: "shared", secret: "secret-2", headers: { accessKey: "other" } });
    expect(await verifier.verify(other)).toBeNull();
    expect(await verifier.verify(other)).toBe(SIGNATURE_MESSAGES.replayed);
  });
});

describe("headers, key and signature", () => {
  it.each(["accessKey", "timestamp", "nonce", "signature"] as const)(
    "a request without %s (or with it empty) is refused as unsigned",
    async (name) => {
      const { verifier } = setup();
      expect(await verifier.verify(await signed({ headers: { [name]: undefined } }))).toBe(
        SIGNATURE_MESSAGES.missing,
      );
      expect(await verifier.verify(await signed({ headers: { [name]: "" } }))).toBe(
        SIGNATURE_MESSAGES.missing,
      );
    },
  );

  it("an access key inherited from Object.prototype is unknown", async () => {
    const { verifier } = setup();
    const request = await signed({ headers: { accessKey: "constructor" } });
    expect(await verifier.verify(request)).toBe(SIGNATURE_MESSAGES.unknownKey);
  });

  it("a signature of another length is a mismatch, not a crash", async () => {
    const { verifier } = setup();
    expect(await verifier.verify(await signed({ headers: { signature: "c2hvcnQ=" } }))).toBe(
      SIGNATURE_MESSAGES.mismatch,
    );
  });

  it("checks a templated path's signature against the concrete path only", async () => {
    const { verifier } = setup();
    const overTemplate = await signed({
      method: "GET",
      path: "/order/detail/42",
      signedPath: "/order/detail/{id}",
      body: "",
    });
    expect(await verifier.verify(overTemplate)).toBe(SIGNATURE_MESSAGES.mismatch);
    expect(
      await verifier.verify(await signed({ method: "GET", path: "/order/detail/42", body: "" })),
    ).toBeNull();
  });

  it("a signature over an empty path is refused", async () => {
    const { verifier } = setup();
    expect(await verifier.verify(await signed({ signedPath: "" }))).toBe(SIGNATURE_MESSAGES.mismatch);
  });

  it("signs the query: a request whose query differs from the signed one is a mismatch", async () => {
    const { verifier } = setup();
    const request = await signed({ method: "GET", query: "a=1&b=2", body: "" });
    const tampered = { ...request, query: new URLSearchParams("a=1&b=3") };
    expect(await verifier.verify(tampered)).toBe(SIGNATURE_MESSAGES.mismatch);
    expect(await verifier.verify(request)).toBeNull();
  });

  it("a badly signed request is refused before its nonce is remembered", async () => {
    const { verifier } = setup();
    expect(await verifier.verify(await signed({ secret: "wrong" }))).toBe(SIGNATURE_MESSAGES.mismatch);
    expect(await verifier.verify(await signed())).toBeNull();
  });
});

describe("through the stand-in (clock advanced)", () => {
  it("the same signed request replayed 4 minutes later is a used nonce; after more than 5 minutes, stale", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const request = await buildSignedRequest(adminTemplate.userInfo, undefined, { token, now: s.now() });
    expect((await s.app.request(request.clone())).status).toBe(200);
    s.advance(4 * MINUTE);
    const replay = await s.app.request(request.clone());
    expect(replay.status).toBe(403);
    expect((await replay.json()).msg).toBe("重复请求：nonce 已使用");
    s.advance(MINUTE + 1);
    const late = await s.app.request(request.clone());
    expect(late.status).toBe(403);
    expect((await late.json()).msg).toBe("签名已过期：时间戳偏差超过5分钟");
  });

  it("a correctly signed request whose X-Timestamp is not plain digits is refused as stale", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const timestamp = `+${s.now()}`;
    const path = adminTemplate.userInfo.path;
    const nonce = "5555aaaa5555aaaa5555aaaa5555aaaa";
    const signature = await sign(devDefaults.accessSecret, { method: "GET", path, timestamp, nonce });
    const response = await s.app.request(`/api${path}`, {
      headers: {
        Authorization: `Bearer ${token}`,
        [SIGNATURE_HEADERS.accessKey]: devDefaults.accessKey,
        [SIGNATURE_HEADERS.timestamp]: timestamp,
        [SIGNATURE_HEADERS.nonce]: nonce,
        [SIGNATURE_HEADERS.signature]: signature,
      },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).msg).toBe("签名已过期：时间戳偏差超过5分钟");
  });
});
