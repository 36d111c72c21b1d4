/**
 * The cashier's behaviour without React (spec §4 "Cashier"): fetch the pay sources, prefer Alipay, request a QR code,
 * expire it, switch methods (close the old payment first, refuse a switch within 1 s), and poll the payment status.
 * CashierDialog renders its snapshot; tests drive it with fake timers and a fake service.
 */
import type { PaySource } from "../../api/finance";
import type { DepositApiData, PaymentInfo } from "../../api/worker/profile";
import {
  CASHIER_TEXT,
  expiryTime,
  isAvailable,
  isSwitchTooFast,
  methodInfo,
  preferredMethod,
  statusOutcome,
  type PayMethod,
} from "./rules";
import type { CashierService } from "./service";

export type QrState =
  | { kind: "loading" }
  /** Neither channel is available: the placeholder replaces the QR code. */
  | { kind: "none" }
  | { kind: "ready"; payment: PaymentInfo; expiresAt: number }
  | { kind: "expired"; payment: PaymentInfo }
  | { kind: "failed"; payment: PaymentInfo }
  /** The pay sources or the QR code could not be fetched (the error was toasted). */
  | { kind: "error" }
  | { kind: "paid"; payment: PaymentInfo };

export interface CashierSnapshot {
  source: PaySource | null;
  method: PayMethod | null;
  qr: QrState;
}

export interface CashierCallbacks {
  /** A new payment was created (its QR code is shown). */
  onPayment?(payment: PaymentInfo): void;
  /** The payment was completed (called at once). */
  onPaid?(payment: PaymentInfo): void;
  /** closeDelayMs after onPaid, while the success is on screen: time to close the dialog. */
  onDone?(): void;
}

export interface CashierControllerOptions {
  apiData: DepositApiData;
  service: CashierService;
  expirySeconds: number;
  pollIntervalMs: number;
  notify: { error(text: string): void; success(text: string): void };
  /** How long 支付成功 stays on screen before onDone (default 1500 ms). */
  closeDelayMs?: number;
  /** Clock of the switch debounce (ms). */
  now?: () => number;
}

export class CashierController {
  private snapshot: CashierSnapshot = { source: null, method: null, qr: { kind: "loading" } };
  private readonly listeners = new Set<() => void>();
  private callbacks: CashierCallbacks = {};
  /** Bumped by every operation that supersedes the earlier ones (and by dispose): stale answers are dropped. */
  private generation = 0;
  private lastSwitchAt: number | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private doneTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: CashierControllerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  getSnapshot = (): CashierSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setCallbacks(callbacks: CashierCallbacks): void {
    this.callbacks = callbacks;
  }

  private set(next: Partial<CashierSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener();
  }

  private stopTimers(): void {
    clearTimeout(this.expiryTimer);
    clearTimeout(this.pollTimer);
    this.expiryTimer = undefined;
    this.pollTimer = undefined;
  }

  /** The payment that is still open on the server, as far as the dialog knows. */
  private openPayment(): PaymentInfo | null {
    const { qr } = this.snapshot;
    return qr.kind === "ready" || qr.kind === "expired" ? qr.payment : null;
  }

  /** On open: pay sources, the preferred method, its QR code. */
  async start(): Promise<void> {
    this.stopTimers();
    const generation = ++this.generation;
    this.set({ source: null, method: null, qr: { kind: "loading" } });
    let source: PaySource;
    try {
      source = await this.options.service.paySource();
    } catch {
      if (generation === this.generation) this.set({ qr: { kind: "error" } });
      return;
    }
    if (generation !== this.generation) return;
    const method = preferredMethod(source);
    this.set({ source, method, qr: method ? { kind: "loading" } : { kind: "none" } });
    if (method) await this.request(method, generation);
  }

  /** A tab click. Refused within SWITCH_DEBOUNCE_MS of the previous switch; otherwise closes, then requests. */
  async switchTo(method: PayMethod): Promise<void> {
    const { method: current, source, qr } = this.snapshot;
    if (method === current || !isAvailable(source, method) || qr.kind === "paid") return;
    const now = this.now();
    if (isSwitchTooFast(this.lastSwitchAt, now)) {
      this.options.notify.error(CASHIER_TEXT.tooFast);
      return;
    }
    this.lastSwitchAt = now;
    await this.replace(method);
  }

  /** The overlay's refresh (expired, failed or not fetched): a new QR code for the same method. */
  async refresh(): Promise<void> {
    const { method, source } = this.snapshot;
    if (!source || !method) {
      await this.start();
      return;
    }
    await this.replace(method);
  }

  /** Closes the open payment (success: envelope code 1), then requests a QR code for `method`. */
  private async replace(method: PayMethod): Promise<void> {
    this.stopTimers();
    const generation = ++this.generation;
    const previous = { method: this.snapshot.method, qr: this.snapshot.qr };
    const open = this.openPayment();
    this.set({ method, qr: { kind: "loading" } });
    if (open) {
      let closed = false;
      try {
        const envelope = await this.options.service.close(open.financeTransNo);
        closed = envelope.code === 1;
        if (!closed && generation === this.generation) {
          this.options.notify.error(envelope.msg || CASHIER_TEXT.closeFailed);
        }
      } catch {
        // The HTTP client has shown the error.
      }
      if (generation !== this.generation) return;
      if (!closed) {
        // Keep the payment that could not be closed (it may just have been paid): show it again and look.
        this.set(previous);
        if (previous.qr.kind === "ready")
          this.schedule(previous.qr.payment, previous.qr.expiresAt, generation, 0);
        return;
      }
    }
    await this.request(method, generation);
  }

  private async request(method: PayMethod, generation: number): Promise<void> {
    const { payWay, payChannel } = methodInfo(method);
    let payment: PaymentInfo;
    try {
      payment = await this.options.service.confirm({ apiData: this.options.apiData, payWay, payChannel });
    } catch {
      if (generation === this.generation) this.set({ qr: { kind: "error" } });
      return;
    }
    if (generation !== this.generation) {
      // Superseded while it was being created: nobody will show it, so close it; unless it is the one shown now (the
      // server answers a deposit's open payment again to a confirm of the same channel).
      if (this.openPayment()?.financeTransNo !== payment.financeTransNo) {
        void this.options.service.close(payment.financeTransNo).catch(() => undefined);
      }
      return;
    }
    const expiresAt = expiryTime(this.now(), this.options.expirySeconds);
    this.set({ qr: { kind: "ready", payment, expiresAt } });
    this.callbacks.onPayment?.(payment);
    this.schedule(payment, expiresAt, generation, this.options.pollIntervalMs);
  }

  /** The expiry timer and the status polling of a shown payment. */
  private schedule(payment: PaymentInfo, expiresAt: number, generation: number, firstPollMs: number): void {
    this.stopTimers();
    this.expiryTimer = setTimeout(
      () => {
        if (generation !== this.generation) return;
        clearTimeout(this.pollTimer);
        this.set({ qr: { kind: "expired", payment } });
      },
      Math.max(0, expiresAt - this.now()),
    );
    const poll = async () => {
      let status: number;
      try {
        status = await this.options.service.status(payment.financeTransNo);
      } catch {
        status = 1;
      }
      if (generation !== this.generation || this.snapshot.qr.kind !== "ready") return;
      const outcome = statusOutcome(status);
      if (outcome === "waiting") {
        this.pollTimer = setTimeout(() => void poll(), this.options.pollIntervalMs);
        return;
      }
      this.stopTimers();
      if (outcome === "paid") {
        this.set({ qr: { kind: "paid", payment } });
        this.options.notify.success(CASHIER_TEXT.paid);
        this.callbacks.onPaid?.(payment);
        this.doneTimer = setTimeout(() => this.callbacks.onDone?.(), this.options.closeDelayMs ?? 1500);
      } else {
        this.set({ qr: outcome === "failed" ? { kind: "failed", payment } : { kind: "expired", payment } });
      }
    };
    this.pollTimer = setTimeout(() => void poll(), firstPollMs);
  }

  /** On close: stops the timers and closes a payment that is still open (quietly). */
  dispose(): void {
    this.stopTimers();
    clearTimeout(this.doneTimer);
    this.generation++;
    const open = this.openPayment();
    if (open) void this.options.service.close(open.financeTransNo, { silent: true }).catch(() => undefined);
  }
}
