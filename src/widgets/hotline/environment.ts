/**
 * The dialer's prerequisites (spec §5 "Dialer prerequisites", §8): Chrome 85 or later, a secure page (https, or
 * localhost while developing), and a microphone or headset the browser may use. The browser is reached through
 * DialerEnvironment so tests and the widget gallery can pass another one (e.g. a fake microphone).
 */
import { browserProblem, DIALER_MESSAGES } from "./rules";

export type MicrophoneState = "ok" | "missing" | "denied";

export interface DialerEnvironment {
  userAgent: string;
  /** window.isSecureContext: https, or http on localhost / 127.0.0.1. */
  isSecureContext: boolean;
  /** Asks for the microphone (the browser may prompt) and releases it at once. */
  checkMicrophone(): Promise<MicrophoneState>;
}

/** Opens and closes an audio stream to learn whether a microphone is there and allowed. */
export async function checkBrowserMicrophone(): Promise<MicrophoneState> {
  const media = typeof navigator !== "undefined" ? navigator.mediaDevices : undefined;
  if (!media || typeof media.getUserMedia !== "function") return "missing";
  try {
    const stream = await media.getUserMedia({ audio: true });
    stream.getTracks().forEach((track) => track.stop());
    return "ok";
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return name === "NotAllowedError" || name === "SecurityError" ? "denied" : "missing";
  }
}

export function browserEnvironment(): DialerEnvironment {
  return {
    userAgent: typeof navigator !== "undefined" ? navigator.userAgent : "",
    isSecureContext: typeof window !== "undefined" && window.isSecureContext === true,
    checkMicrophone: checkBrowserMicrophone,
  };
}

/** The first unmet prerequisite's message, or null when the dialer can be used. */
export async function checkPrerequisites(environment: DialerEnvironment): Promise<string | null> {
  const browser = browserProblem(environment.userAgent);
  if (browser) return browser;
  if (!environment.isSecureContext) return DIALER_MESSAGES.insecure;
  const microphone = await environment.checkMicrophone().catch((): MicrophoneState => "missing");
  if (microphone !== "ok") return DIALER_MESSAGES.noMicrophone;
  return null;
}
