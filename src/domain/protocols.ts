/**
 * The platform's agreements (protocol/alert, protocol/info, spec §7) and the rules of accepting them, shared by the
 * agreement prompt (src/layout/AgreementPrompt.tsx), the personal centre's 平台协议 tab and the stand-in.
 *
 * Which agreement must be accepted is the server's word (`needAlert`, per account and version); the console only
 * knows which codes to ask about.
 */

export const PROTOCOL_CODES = {
  providerService: "PROVIDER_SERVICE",
  privacy: "PRIVACY",
  deposit: "DEPOSIT",
} as const;

export type ProtocolCode = (typeof PROTOCOL_CODES)[keyof typeof PROTOCOL_CODES];

/** The codes the console asks about after login, and lists in the personal centre, in this order. */
export const CONSOLE_PROTOCOLS: readonly ProtocolCode[] = [
  PROTOCOL_CODES.providerService,
  PROTOCOL_CODES.privacy,
  PROTOCOL_CODES.deposit,
];

/**
 * Issue 43 (audit A1): while the account has an agreement to accept (an alert answering needAlert), the gateway
 * refuses its other calls with this business code (HTTP 200, msg PROTOCOL_MESSAGES.mustAccept); the console answers
 * it with the agreement prompt (src/layout/AgreementPrompt.tsx) instead of an error toast. The codes 200336xxx are the
 * agreements' (200336001 a newer version, 200336002 no acceptance needed: mocks/accounts/protocolStore.ts).
 */
export const AGREEMENTS_PENDING_CODE = 200336003;

export const PROTOCOL_MESSAGES = {
  notFound: "协议不存在",
  mustAccept: "请先阅读并同意平台协议",
  versionChanged: "协议已更新，请阅读最新版本后再同意",
  notRequired: "该协议无需同意",
  version: "协议版本",
  readFirst: "请阅读至协议末尾后再点击同意",
  accepted: "已同意",
} as const;

/** What the server answers about one agreement for the caller (the fields of ProtocolAlert the rules read). */
export interface AgreementState {
  needAlert: boolean;
  version: string;
  acceptedVersion?: string | null;
}

/** The agreements the prompt shows, in the console's order: those the server says must be (re)accepted. */
export function agreementsToAccept<T extends AgreementState>(states: readonly (T | null | undefined)[]): T[] {
  return states.filter((s): s is T => !!s && s.needAlert);
}

/** True when an earlier version was accepted: the prompt says the agreement was updated. */
export function isUpdatedAgreement(state: AgreementState): boolean {
  return !!state.acceptedVersion && state.acceptedVersion !== state.version;
}

/**
 * True when a scrolled box shows its end: scrolled to within `tolerance` pixels of the bottom (zoom and fractional
 * pixels leave a rest), or the whole text fits without scrolling.
 */
export function isReadThrough(
  box: { scrollTop: number; clientHeight: number; scrollHeight: number },
  tolerance = 4,
): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - tolerance;
}
