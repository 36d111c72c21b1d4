/** The figures of the live-cost bench (scripts/benchLiveCost.ts) and their tables. */
import { table } from "./benchFormat";
import type { LiveConsoleFigures } from "./benchLiveConsole";
import { percentile } from "./benchLoad";
import type { Memory } from "./benchLiveCostConsole";
import type { SoakMinute } from "./benchSoak";

export interface CallsFigures {
  name: string;
  events: number;
  seconds: number;
  calls: number;
  /** Events the push channel carried meanwhile (a listener of its own, logged in as demo). */
  heard: number;
  top: string;
}
export interface LatencyFigures {
  name: string;
  changes: number;
  missing: number;
  p50: number;
  p95: number;
}
export interface MemoryFigures extends Memory {
  name: string;
}
export interface LiveCostFigures {
  calls: CallsFigures[];
  latency: LatencyFigures[];
  newOrders: LiveConsoleFigures | null;
  memory: MemoryFigures[];
  /** From minute 0 (the pages opened, no event yet). */
  soak: SoakMinute[];
}

export function topNames(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, n]) => `${name}×${n}`)
    .join(" ");
}

export function latencyOf(name: string, times: (number | null)[]): LatencyFigures {
  const shown = times.filter((t): t is number => t !== null);
  return {
    name,
    changes: times.length,
    missing: times.length - shown.length,
    p50: percentile(shown, 50),
    p95: percentile(shown, 95),
  };
}

export function printLiveCost(figures: LiveCostFigures, staticDir: string, waitMs: number): void {
  const ms = (n: number) => (Number.isNaN(n) ? "n/a" : n.toFixed(0));
  console.log(`\nLive cost of an open console (console served from ${staticDir})\n`);
  console.log(
    table([
      ["case", "events", "s", "events heard", "calls", "calls / event", "calls / s", "most called"],
      ...figures.calls.map((c) => [
        c.name,
        String(c.events),
        c.seconds.toFixed(1),
        String(c.heard),
        String(c.calls),
        (c.calls / c.events).toFixed(1),
        (c.calls / c.seconds).toFixed(1),
        c.top || "—",
      ]),
    ]),
  );
  const pushed = figures.newOrders;
  console.log(`\nPush latency (a change → shown in the open console; missing after ${waitMs} ms)\n`);
  console.log(
    table([
      ["change", "changes", "missing", "p50 ms", "p95 ms"],
      ...figures.latency.map((l) => [l.name, String(l.changes), String(l.missing), ms(l.p50), ms(l.p95)]),
      ...(pushed
        ? [
            [
              "new order → its notification",
              String(pushed.writes),
              String(pushed.missing),
              ms(pushed.p50),
              ms(pushed.p95),
            ],
          ]
        : []),
    ]),
  );
  const [base] = figures.memory;
  if (base) {
    console.log("\nMany pages (after a forced GC; Δ from the eight lists alone)\n");
    console.log(
      table([
        ["after", "JS heap MB", "Δ MB", "DOM nodes", "Δ nodes", "kept pages", "tabs"],
        ...figures.memory.map((m) => [
          m.name,
          m.heapMb.toFixed(1),
          (m.heapMb - base.heapMb).toFixed(1),
          String(m.nodes),
          String(m.nodes - base.nodes),
          String(m.keptPages),
          String(m.tabs),
        ]),
      ]),
    );
  }
  if (!figures.soak.length) return;
  const start = figures.soak[0];
  console.log("\nSoak: a new order a second on /order/index after the same pages (chromium over its pipe)\n");
  console.log(
    table([
      ["minute", "JS heap MB", "Δ MB", "DOM nodes", "Δ nodes", "snapshot: code MB", "the rest MB"],
      ...figures.soak.map((s) => [
        String(s.minute),
        s.heapMb.toFixed(1),
        (s.heapMb - start.heapMb).toFixed(1),
        String(s.nodes),
        String(s.nodes - start.nodes),
        s.snapshot ? s.snapshot.codeMb.toFixed(2) : "",
        s.snapshot ? s.snapshot.restMb.toFixed(2) : "",
      ]),
    ]),
  );
}
