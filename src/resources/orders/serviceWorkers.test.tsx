/**
 * 服务过的师傅 → 查看 → 师傅视角, apart from the server (the HTTP client is replaced): the drawer asks
 * workerOrderDetail for that order and worker and shows what the worker was shown and paid; a replaced worker's view
 * says the customer is hidden and nothing is paid; a failure shows its reason and 重试.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "../../api/endpoint";
import type { WorkerOrderDetail } from "../../api/order/admin";
import type { OrderDetail } from "../../api/order/types";
import { RefineScope } from "../../test/RefineScope";

const asked: { path: string; payload: unknown; silent?: boolean }[] = [];
let answer: () => WorkerOrderDetail;

vi.mock("../../providers/http", () => ({
  call: vi.fn(async (ep: Endpoint, payload: unknown, options?: { silent?: boolean }) => {
    asked.push({ path: ep.path, payload, silent: options?.silent });
    return answer();
  }),
}));

const { serviceWorkersSection, WorkerViewButton } = await import("./serviceWorkers");

const holder: WorkerOrderDetail = {
  orderNo: "DD2026001",
  orderStatus: 8,
  serverTypeNameList: ["安装"],
  workerId: "W1",
  workerName: "王师傅",
  workerMobile: "13912345678",
  workerRole: 1,
  placeStatus: 2,
  distributeTime: "2026-11-20 09:00:00",
  assigned: true,
  customerName: "李女士",
  address: "广东省深圳市南山区科技园1号",
  nextAppointmentTime: "2026-11-22 09:00:00",
  timeSlot: "09-11",
  visitTime: null,
  finishTime: null,
  goods: [
    {
      goodsId: "G1",
      serverTypeName: "安装",
      goodsName: "挂式空调",
      itemName: "空调安装",
      skuName: "1.5匹",
      goodsNum: 1,
      workerAmount: 120,
    },
  ],
  fees: [{ feeType: 18, feeTypeName: "师傅异常费用", workerAmount: 30 }],
  workerStartPriceDiff: 20,
  workerIncome: 170,
};

/** refine around the drawer, as the console renders it (its reads go through the data provider). */
function wrap(node: ReactNode) {
  return render(<RefineScope>{node}</RefineScope>);
}

const row = {
  workerId: "W1",
  workerName: "王师傅",
  workerMobile: "13912345678",
  placeStatus: 2,
  orderNo: "DD2026001",
};

beforeEach(() => {
  asked.length = 0;
  answer = () => holder;
});

describe("服务过的师傅", () => {
  it("gives every worker row its order, for 查看", () => {
    const rows = serviceWorkersSection.rows!([{ ...row, orderNo: undefined }], {
      orderNo: "DD2026001",
    } as OrderDetail);
    expect(rows).toEqual([{ ...row, orderNo: "DD2026001" }]);
    expect(serviceWorkersSection.columns?.map((c) => c.title)).toContain("师傅视角");
  });

  it("opens the order as the worker sees it: customer, place, worker amounts and income", async () => {
    wrap(<WorkerViewButton row={row} />);
    expect(asked).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: /^查看/ }));
    const drawer = await screen.findByRole("dialog", { name: "师傅视角：王师傅" });
    await within(drawer).findByText("李女士");
    expect(asked).toEqual([
      {
        path: expect.stringContaining("/workerOrderDetail"),
        payload: { orderNo: "DD2026001", workerId: "W1" },
        silent: true,
      },
    ]);
    expect(within(drawer).getByText("广东省深圳市南山区科技园1号")).toBeInTheDocument();
    expect(within(drawer).getByText("2026-11-22 09:00:00（09-11）")).toBeInTheDocument();
    expect(within(drawer).getByText("服务师傅")).toBeInTheDocument();
    expect(within(drawer).getByText("¥120.00")).toBeInTheDocument();
    expect(within(drawer).getByText("起步价差价")).toBeInTheDocument();
    expect(within(drawer).getByText("¥30.00")).toBeInTheDocument();
    expect(within(drawer).getByText("¥170.00")).toBeInTheDocument();
    expect(within(drawer).queryByRole("alert")).toBeNull();
  });

  it("tells that a replaced worker no longer sees the customer and earns nothing", async () => {
    answer = () => ({
      ...holder,
      placeStatus: 3,
      assigned: false,
      customerName: null,
      address: null,
      nextAppointmentTime: null,
      timeSlot: null,
      workerIncome: 0,
    });
    wrap(<WorkerViewButton row={row} />);
    await userEvent.click(screen.getByRole("button", { name: /^查看/ }));
    const drawer = await screen.findByRole("dialog", { name: "师傅视角：王师傅" });
    expect(await within(drawer).findByRole("alert")).toHaveTextContent("已取消");
    expect(within(drawer).getAllByText("已不可见")).toHaveLength(2);
    expect(within(drawer).getByText("¥0.00（已不再服务此订单）")).toBeInTheDocument();
  });

  it("says the delivery worker's pay is not in the order's worker amounts", async () => {
    answer = () => ({ ...holder, workerRole: 2, workerIncome: null });
    wrap(<WorkerViewButton row={row} />);
    await userEvent.click(screen.getByRole("button", { name: /^查看/ }));
    const drawer = await screen.findByRole("dialog", { name: "师傅视角：王师傅" });
    expect(await within(drawer).findByText("送货师傅")).toBeInTheDocument();
    expect(within(drawer).getByText("不含在订单师傅金额内（送货师傅）")).toBeInTheDocument();
  });

  it("shows a failure in the drawer with 重试", async () => {
    answer = () => {
      throw new Error("该师傅未服务过此订单");
    };
    wrap(<WorkerViewButton row={row} />);
    await userEvent.click(screen.getByRole("button", { name: /^查看/ }));
    const drawer = await screen.findByRole("dialog", { name: "师傅视角：王师傅" });
    expect(await within(drawer).findByText("师傅视角加载失败")).toBeInTheDocument();
    expect(within(drawer).getByText("该师傅未服务过此订单")).toBeInTheDocument();
    answer = () => holder;
    await userEvent.click(within(drawer).getByRole("button", { name: /重\s?试/ }));
    expect(await within(drawer).findByText("李女士")).toBeInTheDocument();
  });
});
