/**
 * The dialer's flow without React (spec §4 "Hotline dialer flow"): ready → dialing → in call → ended.
 * A dial request checks the number (§5 mobile rule, optional extension), the prerequisites (browser, https,
 * microphone), gets the rhinokeen token (the server decides the 9:00–21:00 window), starts the call service, picks
 * one seat at random from the seat dictionary (or takes the seat a privacy number was bound for), and places the
 * call DIAL_START_DELAY_MS later, saving the call history. Hang-up is refused while dialing. HotlineDialer renders its snapshot.
 */
import type { HotlineAdapter, HotlineEvent } from "./adapter";
import { checkPrerequisites, type DialerEnvironment } from "./environment";
import {
  DIAL_START_DELAY_MS,
  DIAL_TIMEOUT_MS,
  DIALER_MESSAGES,
  isDialableNumber,
  pickSeat,
  type DialerStatus,
} from "./rules";
import type { HotlineService } from "./service";

export interface DialerSnapshot {
  status: DialerStatus;
  /** A dial request is being prepared (checks, token, seats) before dialing starts. */
  preparing: boolean;
  /** The callee's phone is ringing. */
  ringing: boolean;
  /** The number of the current / last call. */
  number: string | null;
  /** The seat (caller number) of the current / last call. */
  seat: string | null;
  answeredAt: number | null;
  endedAt: number | null;
}

export interface DialerControllerOptions {
  service: HotlineService;
  environment: DialerEnvironment;
  /** Makes the call-service adapter (may throw: the SDK cannot start). */
  createAdapter: () => HotlineAdapter;
  notify: { error(text: string): void };
  dialDelayMs?: number;
  dialTimeoutMs?: number;
  random?: () => number;
  now?: () => number;
}

const INITIAL: DialerSnapshot = {
  status: "ready",
  preparing: false,
  ringing: false,
  number: null,
  seat: null,
  answeredAt: null,
  endedAt: null,
};

export class DialerController {
  private snapshot: DialerSnapshot = INITIAL;
  private readonly listeners = new Set<() => void>();
  private adapter: HotlineAdapter | null = null;
  private adapterToken: string | null = null;
  private unsubscribe: (() => void) | null = null;
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  private timeoutTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  private readonly now: () => number;

  constructor(private readonly options: DialerControllerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  getSnapshot = (): DialerSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<DialerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener();
  }

  private fail(message: string): void {
    this.options.notify.error(message);
  }

  private clearTimers(): void {
    clearTimeout(this.startTimer);
    clearTimeout(this.timeoutTimer);
    this.startTimer = undefined;
    this.timeoutTimer = undefined;
  }

  private end(): void {
    this.clearTimers();
    this.set({ status: "ended", ringing: false, endedAt: this.now() });
  }

  /** The adapter, started with `token` (again when the token changed). Null after telling why it failed. */
  private async ready(token: string): Promise<HotlineAdapter | null> {
    if (this.adapter && this.adapterToken === token) return this.adapter;
    this.releaseAdapter();
    try {
      const adapter = this.options.createAdapter();
      await adapter.init(token);
      this.adapter = adapter;
      this.adapterToken = token;
      this.unsubscribe = adapter.on((event) => this.handle(event));
      return adapter;
    } catch (error) {
      console.error("hotline: the call service could not start", error);
      this.fail(DIALER_MESSAGES.initFailed);
      return null;
    }
  }

  private releaseAdapter(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.adapter?.destroy();
    this.adapter = null;
    this.adapterToken = null;
  }

  /**
   * 拨号: every check, then dialing starts DIAL_START_DELAY_MS later; `onPlaced` once the call service took it.
   * `seat`: the seat to call from (a privacy number's A side, issue 43 P2) instead of one picked at random.
   */
  async dial(input: string, onPlaced?: (number: string) => void, seat?: string): Promise<void> {
    const { status, preparing } = this.snapshot;
    if (preparing || status === "dialing" || status === "inCall") return;
    const number = input.trim();
    if (!isDialableNumber(number)) {
      this.fail(DIALER_MESSAGES.badNumber);
      return;
    }
    this.set({ preparing: true });
    try {
      const problem = await checkPrerequisites(this.options.environment);
      if (problem) return this.fail(problem);

      const answer = await this.options.service.token();
      if (!answer.ok) return this.fail(answer.message || DIALER_MESSAGES.hours);

      const adapter = await this.ready(answer.token);
      if (!adapter) return;

      const caller = seat || pickSeat(await this.options.service.seats(), this.options.random);
      if (!caller) return this.fail(DIALER_MESSAGES.noSeats);
      if (this.disposed) return;

      this.set({ status: "dialing", ringing: false, number, seat: caller, answeredAt: null, endedAt: null });
      this.startTimer = setTimeout(
        () => void this.place(adapter, number, caller, onPlaced),
        this.options.dialDelayMs ?? DIAL_START_DELAY_MS,
      );
    } catch {
      // A failed call has shown its own error message (HTTP client).
    } finally {
      if (!this.disposed) this.set({ preparing: false });
    }
  }

  private async place(
    adapter: HotlineAdapter,
    number: string,
    seat: string,
    onPlaced?: (number: string) => void,
  ): Promise<void> {
    if (this.snapshot.status !== "dialing") return;
    this.timeoutTimer = setTimeout(() => {
      if (this.snapshot.status !== "dialing") return;
      void adapter.hangUp().catch(() => undefined);
      this.fail(DIALER_MESSAGES.timeout);
      this.end();
    }, this.options.dialTimeoutMs ?? DIAL_TIMEOUT_MS);
    try {
      await adapter.dial(number, seat);
    } catch {
      this.fail(DIALER_MESSAGES.failed);
      this.end();
      return;
    }
    this.options.service.saveHistory({ calleeMobile: number, callerMobile: seat }).catch(() => undefined);
    onPlaced?.(number);
  }

  /** An event of the call service. */
  private handle(event: HotlineEvent): void {
    const { status } = this.snapshot;
    const live = status === "dialing" || status === "inCall";
    switch (event.type) {
      case "ringing":
        if (status === "dialing") this.set({ ringing: true });
        return;
      case "answered":
        if (status !== "dialing") return;
        clearTimeout(this.timeoutTimer);
        this.set({ status: "inCall", ringing: false, answeredAt: this.now() });
        return;
      case "ended":
        if (live) this.end();
        return;
      case "failed":
        if (!live) return;
        this.fail(DIALER_MESSAGES.failed);
        this.end();
        return;
      case "timeout":
        if (!live) return;
        this.fail(DIALER_MESSAGES.timeout);
        this.end();
        return;
      default:
        this.fail(DIALER_MESSAGES.unhandledEvent);
        if (live) {
          void this.adapter?.hangUp().catch(() => undefined);
          this.end();
        }
    }
  }

  /** 挂断: refused while dialing; ends a call in progress. */
  async hangUp(): Promise<void> {
    const { status } = this.snapshot;
    if (status === "dialing") {
      this.fail(DIALER_MESSAGES.hangUpWhileDialing);
      return;
    }
    if (status !== "inCall") return;
    try {
      await this.adapter?.hangUp();
    } finally {
      if (this.snapshot.status === "inCall") this.end();
    }
  }

  /** (Re)activates after dispose (a component that mounts again). */
  activate(): void {
    this.disposed = false;
  }

  /** The dialer was closed: ends any call and releases the call service. */
  dispose(): void {
    this.disposed = true;
    this.clearTimers();
    if (this.snapshot.status === "inCall" || this.snapshot.status === "dialing") {
      void this.adapter?.hangUp().catch(() => undefined);
    }
    this.releaseAdapter();
  }
}
