/**
 * The load part of `npm run bench`: `clients` concurrent signed clients calling for `seconds` (bounded: each client
 * stops at the deadline), on loopback. The clients share one session (one login: the stand-in throttles logins per
 * client address); every call is signed on its own.
 */
import type { BenchClient } from "./benchClient";

export interface LoadFigures {
  clients: number;
  seconds: number;
  requests: number;
  errors: number;
  firstError: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export async function runLoad(
  client: BenchClient,
  call: (client: BenchClient, i: number) => Promise<unknown>,
  { clients, seconds }: { clients: number; seconds: number },
): Promise<LoadFigures> {
  const times: number[] = [];
  let errors = 0;
  let firstError = "";
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const i = next++;
      const start = performance.now();
      try {
        await call(client, i);
        times.push(performance.now() - start);
      } catch (error) {
        errors += 1;
        firstError ||= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return {
    clients,
    seconds,
    requests: times.length + errors,
    errors,
    firstError,
    perSecond: (times.length + errors) / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}
