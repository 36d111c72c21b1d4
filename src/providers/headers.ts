/**
 * Authorization and identity headers of one call (design §4, spec §6/§7), as a pure function of the endpoint
 * declaration and the session.
 *
 * Header names:
 * - `Authorization`   "Bearer <token>" on bearer endpoints (left out when there is no token),
 *                     "Basic base64(clientId:clientSecret)" on basic endpoints (the token call), none on auth "none";
 * - `isProvider`      "1"                          } on endpoints with identity "provider" or "workOrder",
 * - `providerId`      the provider id              } when a user is known;
 * - `providerName`    encodeURIComponent(provider name), on identity "workOrder" only (headers cannot carry Chinese);
 * - `isMainMerchant`, `merchantId`, `isUser`: added beside the identity headers when the logged-in account is a
 *                     merchant login (its user info has a merchantId).
 * The signature headers (X-Access-Key, X-Timestamp, X-Nonce, X-Signature) come from src/api/signing.ts.
 */
import type { UserInfo } from "../api/adminTemplate";
import type { Endpoint } from "../api/endpoint";

export const IDENTITY_HEADERS = {
  isProvider: "isProvider",
  providerId: "providerId",
  providerName: "providerName",
  isMainMerchant: "isMainMerchant",
  merchantId: "merchantId",
  isUser: "isUser",
} as const;

/** The user fields the identity headers read. */
export type IdentityUser = Pick<UserInfo, "providerId" | "providerName"> &
  Partial<Pick<UserInfo, "isMainMerchant" | "merchantId" | "isUser">>;

export interface HeaderContext {
  token?: string | null;
  user?: IdentityUser | null;
  clientId: string;
  clientSecret: string;
}

/** base64 of the UTF-8 bytes of `text` (btoa alone only takes Latin-1). */
export function base64Utf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function present(value: unknown): value is string | number {
  return (typeof value === "string" && value !== "") || typeof value === "number";
}

export function buildHeaders(
  ep: Pick<Endpoint, "auth" | "identity">,
  { token, user, clientId, clientSecret }: HeaderContext,
): Record<string, string> {
  const headers: Record<string, string> = {};

  if (ep.auth === "bearer" && token) headers.Authorization = `Bearer ${token}`;
  if (ep.auth === "basic") headers.Authorization = `Basic ${base64Utf8(`${clientId}:${clientSecret}`)}`;

  if (ep.identity !== "none" && user) {
    if (present(user.providerId)) {
      headers[IDENTITY_HEADERS.isProvider] = "1";
      headers[IDENTITY_HEADERS.providerId] = String(user.providerId);
    }
    if (ep.identity === "workOrder" && present(user.providerName)) {
      headers[IDENTITY_HEADERS.providerName] = encodeURIComponent(user.providerName);
    }
    if (present(user.merchantId)) {
      headers[IDENTITY_HEADERS.merchantId] = String(user.merchantId);
      if (present(user.isMainMerchant))
        headers[IDENTITY_HEADERS.isMainMerchant] = String(user.isMainMerchant);
      if (present(user.isUser)) headers[IDENTITY_HEADERS.isUser] = String(user.isUser);
    }
  }
  return headers;
}
