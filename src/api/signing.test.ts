// @vitest-environment node
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  canonicalQuery,
  KEPT_KEYS,
  newNonce,
  sha256Hex,
  sign,
  signatureHeaders,
  stringToSign,
  type SignInput,
} from "./signing";

const SECRET = "dev-console-secret-NOT-FOR-PRODUCTION";

/** The design §4 formula written out independently with node:crypto. */
function expectedSignature(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text, "utf8").digest("base64");
}

function bodyHash(body: string): string {
  return createHash("sha256").update(body, "utf8").digest("hex");
}

const vectors: { name: string; input: SignInput; query: string; signature: string }[] = [
  {
    name: "GET with query, no body",
    input: {
      method: "get",
      path: "/address-center/area/get",
      query: { id: 0 },
      timestamp: "1767225600000",
      nonce: "00112233445566778899aabbccddeeff",
    },
    query: "id=0",
    signature: "THZkJG+xC0T1IOjUmzNWctzfgUHJplc4shn7wPrB5L0=",
  },
  {
    name: "POST with query and JSON body (Chinese)",
    input: {
      method: "POST",
      path: "/account-app/oauth2/token",
      query: { terminalId: "t-1", grant_type: "password", scope: "server" },
      body: JSON.stringify({ username: "服务商", password: "abc" }),
      timestamp: "1767225600123",
      nonce: "ffeeddccbbaa99887766554433221100",
    },
    query: "grant_type=password&scope=server&terminalId=t-1",
    signature: "7UeSFc0CQEVKVHD04yYmN4fmdhGsmI93AZOHQr1uBsw=",
  },
  {
    name: "DELETE, no query, no body",
    input: {
      method: "DELETE",
      path: "/account-app/v1/common/token/logout",
      timestamp: "1767225601000",
      nonce: "0123456789abcdef0123456789abcdef",
    },
    query: "",
    signature: "27Z43cGE9bZqWHrXyqt8ytyDMbi7OHATPcDEaX4JbkA=",
  },
];

describe("canonicalQuery", () => {
  it("sorts by name, then by value", () => {
    expect(canonicalQuery({ b: "2", a: "1", c: ["z", "a"] })).toBe("a=1&b=2&c=a&c=z");
  });

  it("percent-encodes names and values with encodeURIComponent (Chinese, spaces, reserved characters)", () => {
    expect(canonicalQuery({ name: "张 三", "k&y": "a=b&c", plus: "1+1", slash: "/x?" })).toBe(
      "k%26y=a%3Db%26c&name=%E5%BC%A0%20%E4%B8%89&plus=1%2B1&slash=%2Fx%3F",
    );
  });

  it("repeats the name for array values", () => {
    expect(canonicalQuery({ status: [3, 1, 2] })).toBe("status=1&status=2&status=3");
    // Whatever the order given, and with repeated values.
    expect(canonicalQuery({ b: ["9", "4", "7", "1", "8", "4", "2"], a: ["6", "0", "5", "3"] })).toBe(
      "a=0&a=3&a=5&a=6&b=1&b=2&b=4&b=4&b=7&b=8&b=9",
    );
  });

  it("drops undefined and null values (also inside arrays) but keeps empty strings, 0 and false", () => {
    expect(canonicalQuery({ a: undefined, b: null, c: "", d: 0, e: false, f: [null, "x", undefined] })).toBe(
      "c=&d=0&e=false&f=x",
    );
  });

  it("is empty for no query", () => {
    expect(canonicalQuery(undefined)).toBe("");
    expect(canonicalQuery({})).toBe("");
  });
});

describe("sign (fixed vectors)", () => {
  it.each(vectors)("$name: string to sign has the six lines of design §4", async ({ input, query }) => {
    const text = await stringToSign(input);
    expect(text).toBe(
      [
        input.method.toUpperCase(),
        input.path,
        query,
        input.timestamp,
        input.nonce,
        bodyHash(input.body ?? ""),
      ].join("\n"),
    );
  });

  it.each(vectors)("$name: equals HMAC-SHA256 computed with node:crypto", async ({ input, query }) => {
    const text = [
      input.method.toUpperCase(),
      input.path,
      query,
      input.timestamp,
      input.nonce,
      bodyHash(input.body ?? ""),
    ].join("\n");
    expect(await sign(SECRET, input)).toBe(expectedSignature(SECRET, text));
  });

  it.each(vectors)("$name: equals the recorded signature", async ({ input, signature }) => {
    expect(await sign(SECRET, input)).toBe(signature);
  });

  it("changes with any input line and with the secret", async () => {
    const base = vectors[1].input;
    const reference = await sign(SECRET, base);
    for (const changed of [
      { ...base, method: "PUT" },
      { ...base, path: base.path + "x" },
      { ...base, query: { ...base.query, scope: "other" } },
      { ...base, timestamp: "1" },
      { ...base, nonce: "0".repeat(32) },
      { ...base, body: base.body + " " },
    ]) {
      expect(await sign(SECRET, changed)).not.toBe(reference);
    }
    expect(await sign(SECRET + "x", base)).not.toBe(reference);
  });

  it("imports a secret's key once, and signs right with each of many secrets", async () => {
    const importKey = vi.spyOn(crypto.subtle, "importKey");
    const input = vectors[0].input;
    const text = await stringToSign(input);
    try {
      const secret = `once-${newNonce()}`;
      for (let i = 0; i < 3; i++) expect(await sign(secret, input)).toBe(expectedSignature(secret, text));
      expect(importKey).toHaveBeenCalledTimes(1);
      // More secrets than are kept, the first between each: every signature is its own secret's.
      for (let i = 0; i < 40; i++) {
        const other = `other-${i}`;
        expect(await sign(other, input)).toBe(expectedSignature(other, text));
        expect(await sign(secret, input)).toBe(expectedSignature(secret, text));
      }
    } finally {
      importKey.mockRestore();
    }
  });

  it("keeps the keys of the newest secrets only", async () => {
    const importKey = vi.spyOn(crypto.subtle, "importKey");
    const input = vectors[0].input;
    try {
      const first = `first-${newNonce()}`;
      await sign(first, input);
      for (let i = 1; i < KEPT_KEYS; i++) await sign(`kept-${i}-${first}`, input);
      await sign(first, input);
      expect(importKey).toHaveBeenCalledTimes(KEPT_KEYS);
      // One secret more: the oldest one's key is imported again.
      await sign(`one-more-${first}`, input);
      await sign(first, input);
      expect(importKey).toHaveBeenCalledTimes(KEPT_KEYS + 2);
    } finally {
      importKey.mockRestore();
    }
  });

  it("imports a key again after its import failed", async () => {
    const secret = `failing-${newNonce()}`;
    const input = vectors[0].input;
    const importKey = vi.spyOn(crypto.subtle, "importKey").mockRejectedValueOnce(new Error("no key"));
    try {
      await expect(sign(secret, input)).rejects.toThrow("no key");
      expect(await sign(secret, input)).toBe(expectedSignature(secret, await stringToSign(input)));
    } finally {
      importKey.mockRestore();
    }
  });

  it("hashes the empty body as SHA-256 of the empty string (multipart and no body)", async () => {
    expect(await sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });
});

describe("signatureHeaders", () => {
  it("returns the four headers, with a verifiable signature", async () => {
    const headers = await signatureHeaders(
      "key-1",
      SECRET,
      { method: "POST", path: "/p", query: { a: "1" }, body: "{}" },
      1767225600000,
      "ab".repeat(16),
    );
    expect(headers["X-Access-Key"]).toBe("key-1");
    expect(headers["X-Timestamp"]).toBe("1767225600000");
    expect(headers["X-Nonce"]).toBe("ab".repeat(16));
    const text = ["POST", "/p", "a=1", "1767225600000", "ab".repeat(16), bodyHash("{}")].join("\n");
    expect(headers["X-Signature"]).toBe(expectedSignature(SECRET, text));
  });

  it("writes every byte of the nonce as two hex digits, small bytes included", () => {
    const spy = vi.spyOn(crypto, "getRandomValues").mockImplementation((array: ArrayBufferView) => {
      if (array instanceof Uint8Array) array.set(array.map((_, i) => i));
      return array;
    });
    expect(newNonce()).toBe("000102030405060708090a0b0c0d0e0f");
    spy.mockRestore();
  });

  it("makes a fresh 128-bit hex nonce each time", () => {
    const a = newNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(a);
  });
});
