/** Personal centre and onboarding rules shared by the screens and the stand-in. */
export * from "./settlePhase";
export * from "./contracts";
export * from "./idCard";
