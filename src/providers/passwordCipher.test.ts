// @vitest-environment node
import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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
});
