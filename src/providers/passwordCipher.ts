/**
 * Password encryption for the login, registration and password-reset calls (design §4): RSA-OAEP with SHA-256
 * through WebCrypto under the configured public key (SPKI, base64 DER). The result is the base64 ciphertext.
 * WebCrypto's SubtleCrypto exists only in secure contexts (https, localhost) and in Node >= 20.
 */
import { config } from "../config";

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  // atob returns one character per byte (codes 0–255).
  return Uint8Array.from(atob(base64.replace(/\s/g, "")), (c) => c.charCodeAt(0));
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const keys = new Map<string, Promise<CryptoKey>>();

function importKey(spkiBase64: string): Promise<CryptoKey> {
  let key = keys.get(spkiBase64);
  if (!key) {
    key = crypto.subtle.importKey(
      "spki",
      fromBase64(spkiBase64),
      { name: "RSA-OAEP", hash: "SHA-256" },
      false,
      ["encrypt"],
    );
    keys.set(spkiBase64, key);
    key.catch(() => keys.delete(spkiBase64));
  }
  return key;
}

/** RSA-OAEP (SHA-256) ciphertext of `plain` (UTF-8), base64. */
export async function encryptPassword(
  plain: string,
  spkiBase64: string = config.loginPublicKey,
): Promise<string> {
  const key = await importKey(spkiBase64);
  return toBase64(await crypto.subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(plain)));
}
