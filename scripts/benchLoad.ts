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

export interface HeadOfLineFigures {
  /** The call the loading clients ran. */
  heavy: string;
  clients: number;
  /** Probe calls made (one at a time) and their times. */
  requests: number;
  p50: number;
  p95: number;
  /** Heavy calls completed meanwhile, and their p95. */
  heavyCalls: number;
  heavyP95: number;
  errors: number;
}

interface NamedCall {
  name: string;
  call: (client: BenchClient, i: number) => Promise<unknown>;
}

/**
 * Head of line (issue 31 §4): `clients` clients call `heavy` in a loop while `probe` is called one at a time, at most
 * `requests` times or for `seconds`; then the loaders stop (each after its call in flight). Answers the probe's
 * p50 / p95: what one plain call waits behind the heavy ones.
 */
export async function runHeadOfLine(
  client: BenchClient,
  heavy: NamedCall,
  probe: NamedCall,
  { clients, requests, seconds }: { clients: number; requests: number; seconds: number },
): Promise<HeadOfLineFigures> {
  const deadline = performance.now() + seconds * 1000;
  let stop = false;
  let errors = 0;
  let next = 0;
  const heavyTimes: number[] = [];
  const loader = async () => {
    while (!stop && performance.now() < deadline) {
      const start = performance.now();
      try {
        await heavy.call(client, next++);
        heavyTimes.push(performance.now() - start);
      } catch {
        errors += 1;
      }
    }
  };
  const loaders = Array.from({ length: clients }, loader);
  // The loaders' first calls reach the server before the first probe.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const times: number[] = [];
  for (let i = 0; i < requests && performance.now() < deadline; i++) {
    const start = performance.now();
    try {
      await probe.call(client, i);
      times.push(performance.now() - start);
    } catch {
      errors += 1;
    }
  }
  stop = true;
  await Promise.all(loaders);
  return {
    heavy: heavy.name,
    clients,
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    heavyCalls: heavyTimes.length,
    heavyP95: percentile(heavyTimes, 95),
    errors,
  };
}
