// @vitest-environment node
import {
  constants,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from "node:crypto";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { devDefaults } from "../config/devDefaults";
import { encryptPassword } from "./passwordCipher";

const privateKey = createPrivateKey(
  readFileSync(new URL("../../mocks/dev-keys/login-private.dev.pem", import.meta.url)),
);

function decrypt(base64: string, key = privateKey): string {
  return privateDecrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(base64, "base64"),
  ).toString("utf8");
}

function newSpki(): { spki: string; privateKey: KeyObject } {
  const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    spki: pair.publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    privateKey: pair.privateKey,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("encryptPassword (RSA-OAEP SHA-256)", () => {
  it("round-trips with the development private key (default: the configured public key)", async () => {
    const cipher = await encryptPassword("Passw0rd!密码");
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(cipher, "base64")).toHaveLength(256);
    expect(decrypt(cipher)).toBe("Passw0rd!密码");
  });

  it("is randomised (OAEP): two ciphertexts of the same password differ", async () => {
    const [a, b] = await Promise.all([encryptPassword("same"), encryptPassword("same")]);
    expect(a).not.toBe(b);
    expect(decrypt(a)).toBe("same");
    expect(decrypt(b)).toBe("same");
  });

  it("uses the key it is given", async () => {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const spki = pair.publicKey.export({ type: "spki", format: "der" }).toString("base64");
    expect(spki).not.toBe(devDefaults.loginPublicKey);
    const cipher = await encryptPassword("other", spki);
    expect(decrypt(cipher, pair.privateKey)).toBe("other");
    expect(() => decrypt(cipher)).toThrow();
  });

  it("rejects a malformed key", async () => {
    await expect(encryptPassword("x", "bm90IGEga2V5")).rejects.toThrow();
  });

  it("accepts a key written as PEM body lines (whitespace, also a pasted no-break space, is ignored)", async () => {
    const { spki, privateKey: key } = newSpki();
    const pemBody = "\n  " + (spki.match(/.{1,64}/g) ?? []).join("\r\n") + "\u00a0\n";
    const cipher = await encryptPassword("换行密钥", pemBody);
    expect(decrypt(cipher, key)).toBe("换行密钥");
  });

  it("imports a key once, for encryption only and not extractable", async () => {
    const importKey = vi.spyOn(crypto.subtle, "importKey");
    const { spki, privateKey: key } = newSpki();
    expect(decrypt(await encryptPassword("一", spki), key)).toBe("一");
    expect(decrypt(await encryptPassword("二", spki), key)).toBe("二");
    expect(importKey).toHaveBeenCalledTimes(1);
    const imported = await (importKey.mock.results[0].value as Promise<CryptoKey>);
    expect(imported.extractable).toBe(false);
    expect(imported.usages).toEqual(["encrypt"]);
  });

  it("does not keep a failed import: the next call with the same key tries again", async () => {
    const { spki, privateKey: key } = newSpki();
    vi.spyOn(crypto.subtle, "importKey").mockRejectedValueOnce(new Error("导入失败"));
    await expect(encryptPassword("x", spki)).rejects.toThrow("导入失败");
    expect(decrypt(await encryptPassword("重试", spki), key)).toBe("重试");
  });
});
