import { describe, expect, it } from "vitest";
import { UploadsInFlight } from "./inFlight";

const deferred = () => {
  let settle: (ok: boolean) => void = () => undefined;
  const promise = new Promise<void>(
    (resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error("x")))),
  );
  return { promise, settle };
};

describe("UploadsInFlight", () => {
  it("is busy until every upload settles, a failed one included", async () => {
    const uploads = new UploadsInFlight();
    const [a, b] = [deferred(), deferred()];
    uploads.track(a.promise);
    uploads.track(b.promise);
    expect(uploads.busy).toBe(true);
    let settled = false;
    const waiting = uploads.settled().then(() => (settled = true));
    a.settle(true);
    await a.promise;
    await Promise.resolve();
    expect(settled).toBe(false);
    b.settle(false);
    await waiting;
    expect(uploads.busy).toBe(false);
  });

  it("also waits for an upload started while it waits", async () => {
    const uploads = new UploadsInFlight();
    const [a, b] = [deferred(), deferred()];
    uploads.track(a.promise);
    let settled = false;
    const waiting = uploads.settled().then(() => (settled = true));
    uploads.track(b.promise);
    a.settle(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    b.settle(true);
    await waiting;
    expect(settled).toBe(true);
  });
});
