// Types of scripts/lib.mjs, for the TypeScript users (e2e harness, benchmark).
import type { ChildProcess, SpawnOptions } from "node:child_process";

export declare const ROOT: string;
export declare const DIST: string;
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare const DEMO_PASSWORD: string;
export declare const LIGHTHOUSE_PHONE: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
export declare function logInAsDemo(page: import("playwright-core").Page, base: string): Promise<void>;

export declare function bin(name: string): string;
export declare function run(command: string, args?: string[], options?: SpawnOptions): Promise<number>;
export declare const DIST_E2E: string;
export declare function buildStaleReason(outDir?: string): string | null;
export declare function ensureBuilt(options?: { force?: boolean; target?: "app" | "e2e" }): Promise<number>;
export declare function freePort(): Promise<number>;
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; child?: ChildProcess },
): Promise<void>;
export declare function startStandIn(
  env: Record<string, string>,
  options?: { stdio?: "inherit" | "pipe"; watch?: boolean },
): ChildProcess;
export declare function stopChild(child: ChildProcess | undefined, graceMs?: number): Promise<void>;
export declare function missingBrowserPackages(): string[];
export declare function ensureBrowser(): Promise<boolean>;

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed on their retry after failing once (counted in passed too). */
  retried?: number;
}
export declare const E2E_CONFIG: string;
export declare function runVitest(args?: string[]): Promise<{ code: number; counts: TestCounts }>;
export declare function formatCounts(counts: TestCounts): string;
