import crypto from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Passwords: stored as scrypt hashes ("scrypt$N$salt$hash"); received from the console as RSA-OAEP (SHA-256)
 * ciphertext under the login public key, decrypted here with the private half.
 */

/** scrypt cost: lower than a production setting so seeding and tests stay quick. */
const SCRYPT_N = 4096;
const KEY_LENGTH = 32;

export function hashPassword(
  plain: string,
  saltHex: string = crypto.randomBytes(16).toString("hex"),
): string {
  const hash = crypto.scryptSync(plain, Buffer.from(saltHex, "hex"), KEY_LENGTH, { N: SCRYPT_N });
  return `scrypt$${SCRYPT_N}$${saltHex}$${hash.toString("hex")}`;
}

export function verifyPassword(plain: string, stored: string): boolean {
  const [scheme, n, saltHex, hashHex] = stored.split("$");
  if (scheme !== "scrypt" || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, "hex");
  const actual = crypto.scryptSync(plain, Buffer.from(saltHex, "hex"), expected.length, { N: Number(n) });
  return crypto.timingSafeEqual(expected, actual);
}

/** The development private key beside this module (NOT FOR PRODUCTION, see mocks/dev-keys/README.md). */
export const DEV_LOGIN_PRIVATE_KEY_PATH = fileURLToPath(
  new URL("./dev-keys/login-private.dev.pem", import.meta.url),
);

export function readPrivateKey(pemPath: string = DEV_LOGIN_PRIVATE_KEY_PATH): crypto.KeyObject {
  return crypto.createPrivateKey(fs.readFileSync(pemPath, "utf8"));
}

/** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext; null when it is not one. */
export function decryptPassword(ciphertextBase64: string, key: crypto.KeyObject): string | null {
  try {
    const plain = crypto.privateDecrypt(
      { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(ciphertextBase64, "base64"),
    );
    return plain.toString("utf8");
  } catch {
    return null;
  }
}

/** Encrypts like the console does (for tests and scripts): RSA-OAEP SHA-256 under the public key, base64. */
export function encryptPassword(plain: string, publicKey: crypto.KeyObject | string): string {
  const key =
    typeof publicKey === "string"
      ? crypto.createPublicKey({ key: Buffer.from(publicKey, "base64"), format: "der", type: "spki" })
      : publicKey;
  return crypto
    .publicEncrypt(
      { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(plain),
    )
    .toString("base64");
}
