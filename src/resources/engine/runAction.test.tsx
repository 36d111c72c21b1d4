/**
 * An engine action's write (issue 40 §4): the idempotency key of each attempt (the same key on 确定 again after a try
 * without an answer), the version of the record it was made on (none for a batch), through refine's mutation meta and
 * the data provider; and the refresh of what the write changed instead of every data query.
 */
import { Refine } from "@refinedev/core";
import { QueryClient, useQuery } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { describe, expect, it, vi } from "vitest";
import { service, type Endpoint } from "../../api/endpoint";
import { orderTrack } from "../../api/order/admin";
import { createDataProvider } from "../../providers/dataProvider";
import { toastSuccess } from "../../providers/toast";
import { ApiError } from "../../providers/errors";
import type { CallOptions } from "../../providers/http";
import { customQueryKey } from "../../queries/endpointKeys";
import { useRunAction } from "./actions";
import type { ActionDecl, ActionTarget } from "./types";

vi.mock("../../providers/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

interface Row {
  orderNo: string;
  version?: number;
}

const fx = service("/order-app").under("/fixture");
const appoint = fx.post<{ orderNo: string; date?: string }, null>("/appoint", "预约", {
  effect: { channel: "orders", type: "appointment", key: "orderNo" },
});
const action: ActionDecl<Row> = {
  key: "appoint",
  label: "预约",
  placement: ["header", "batch"],
  endpoint: appoint,
};

type Run = ReturnType<typeof useRunAction>["run"];

function Track({ orderNo }: { orderNo: string }) {
  useQuery({ queryKey: customQueryKey(orderTrack, { orderNo }, false), queryFn: () => read(orderNo) });
  return null;
}

/** The track reads of orders A and B on screen, so the refresh after a write shows what it reads. */
function Screen({ expose }: { expose: (run: Run) => void }) {
  expose(useRunAction().run);
  return (
    <>
      <Track orderNo="A" />
      <Track orderNo="B" />
    </>
  );
}

let reads: string[] = [];
const read = (orderNo: string) => {
  reads.push(orderNo);
  return { data: orderNo };
};

function setup(answers: (() => unknown)[]) {
  reads = [];
  const sent: { ep: Endpoint; payload: unknown; options?: CallOptions }[] = [];
  const dataProvider = createDataProvider(async (ep, payload, options) => {
    sent.push({ ep, payload, options });
    const answer = answers.shift();
    return answer ? answer() : null;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let run: Run | undefined;
  render(
    <AntdApp>
      <Refine
        dataProvider={dataProvider}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}
      >
        <Screen expose={(r) => (run = r)} />
      </Refine>
    </AntdApp>,
  );
  const go = (
    target: ActionTarget<Row>,
    values: Record<string, unknown> = {},
    versioned?: Row,
    which: ActionDecl<Row> = action,
  ) => act(() => run!(which, target, values, versioned ?? target.record));
  return { sent, go };
}

const timeout = () => {
  throw new ApiError("无法连接到服务器", { kind: "timeout" });
};
const refusal = () => {
  throw new ApiError("该订单已被 李调度 于 10:32 预约，请刷新后再操作", {
    kind: "business",
    code: 200333409,
  });
};

describe("an action's write", () => {
  it("carries the record's version and a key; 确定 again after a timeout sends the same key", async () => {
    const { sent, go } = setup([timeout, () => null]);
    const target = { record: { orderNo: "A", version: 5 } };
    expect(await go(target, { date: "2026-12-01" })).toBe(false);
    expect(await go(target, { date: "2026-12-01" })).toBe(true);
    const [first, second] = sent.map((call) => call.options);
    expect(first?.recordVersion).toBe(5);
    expect(first?.idempotencyKey).toEqual(expect.any(String));
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it("a refused write keeps nothing: the next try has a new key, and the version it is given", async () => {
    const { sent, go } = setup([refusal, () => null]);
    expect(await go({ record: { orderNo: "A", version: 5 } }, {})).toBe(false);
    expect(await go({ record: { orderNo: "A", version: 5 } }, {}, { orderNo: "A", version: 9 })).toBe(true);
    expect(sent[1].options?.idempotencyKey).not.toBe(sent[0].options?.idempotencyKey);
    expect(sent[1].options?.recordVersion).toBe(9);
  });

  it("a batch sends no version", async () => {
    const { sent, go } = setup([() => null]);
    await go({ records: [{ orderNo: "A", version: 5 }] }, {});
    expect(sent[0].options?.recordVersion).toBeUndefined();
    expect(sent[0].options?.idempotencyKey).toEqual(expect.any(String));
  });

  it("refreshes the reads of the record it wrote, not another record's", async () => {
    const { go } = setup([() => null]);
    await waitFor(() => expect([...reads].sort()).toEqual(["A", "B"]));
    reads = [];
    await go({ record: { orderNo: "A" } }, {});
    expect(reads).toEqual(["A"]);
  });

  it("says 操作成功 when the action names no text of its own", async () => {
    const { go } = setup([() => null]);
    vi.mocked(toastSuccess).mockClear();
    expect(await go({ record: { orderNo: "A" } }, {})).toBe(true);
    expect(toastSuccess).toHaveBeenCalledWith("操作成功");
  });

  it("sends nothing, and answers no, when the record has no call for the action", async () => {
    const { sent, go } = setup([() => null]);
    const none: ActionDecl<Row> = { ...action, endpoint: undefined };
    expect(await go({ record: { orderNo: "A" } }, {}, undefined, none)).toBe(false);
    expect(sent).toEqual([]);
  });

  it("also refreshes the reads the action names", async () => {
    const { go } = setup([() => null]);
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
    reads = [];
    const naming: ActionDecl<Row> = {
      ...action,
      refresh: [customQueryKey(orderTrack, { orderNo: "B" }, false)],
    };
    await go({ record: { orderNo: "A" } }, {}, undefined, naming);
    await waitFor(() => expect([...reads].sort()).toEqual(["A", "B"]));
  });

  it("a write without an answer refreshes nothing: it may yet have been made", async () => {
    const { go } = setup([timeout]);
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
    reads = [];
    expect(await go({ record: { orderNo: "A" } }, {})).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reads).toEqual([]);
  });

  it("a refusal refreshes the record too, so the next try is made on its current state", async () => {
    const { go } = setup([refusal]);
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
    reads = [];
    await go({ record: { orderNo: "B" } }, {});
    await waitFor(() => expect(reads).toEqual(["B"]));
  });
});
