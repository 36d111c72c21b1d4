import { Refine } from "@refinedev/core";
import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";

// The machine is shared: give findBy / waitFor time before calling a slow render a failure.
configure({ asyncUtilTimeout: 15_000 });
import userEvent from "@testing-library/user-event";
import { App, ConfigProvider } from "antd";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { Endpoint } from "../../../api/endpoint";
import { manualDistribute, queryOrderCommandAuth } from "../../../api/order/admin";
import { candidates, type DispatchCandidate } from "../../../api/order/dispatch";
import { orderDetail } from "../../../api/order/provider";
import { directDistribute } from "../../../api/order/tmall";
import { byOrderAndArea, tmallByOrderAndArea, tmallByWorkerId } from "../../../api/worker/map";
import { transferOrders } from "../../../api/worker/roster";
import { createAccessControlProvider } from "../../../providers/accessControlProvider";
import { createDataProvider } from "../../../providers/dataProvider";
import { setAccessGroup } from "../../../providers/session";
import { closeToasts } from "../../../providers/toast";
import { SAMPLE_CENTRE, SAMPLE_WORKERS } from "../../../widgets/map/sampleData";
import MapDispatchPage from "./MapDispatchPage";

const ALL = ["order:mapDispatch", "order:manualDistribute", "order:directDistribute", "order:transfer"];

interface Sent {
  path: string;
  payload: unknown;
}
let sent: Sent[] = [];
let order: Record<string, unknown> = {};
/** queryOrderCommandAuth's answer; null: the server says nothing (the page falls back to the command table). */
let commands: string[] | null = null;
/** The order's dispatch candidates; null: no answer (the map shows every worker as pickable). */
let fit: DispatchCandidate[] | null = null;

const serverWorkers = SAMPLE_WORKERS.map((w) => ({
  workerId: w.id,
  workerName: w.name,
  workerMobile: w.mobile,
  lng: w.lng,
  lat: w.lat,
  distanceKm: w.distanceKm,
  inServiceCount: w.inServiceCount,
}));

async function fakeCall(ep: Endpoint, payload: unknown): Promise<unknown> {
  sent.push({ path: ep.path, payload });
  if (ep === orderDetail) return order;
  if (ep === queryOrderCommandAuth) return commands;
  if (ep === candidates) return fit;
  if (ep === byOrderAndArea || ep === tmallByOrderAndArea) {
    const radius = (payload as { radiusKm: number }).radiusKm;
    return {
      order: {
        orderNo: order.orderNo,
        lng: SAMPLE_CENTRE.lng,
        lat: SAMPLE_CENTRE.lat,
        address: "福华三路 88 号",
      },
      workers: serverWorkers.filter((w) => w.distanceKm <= radius),
    };
  }
  if (ep === tmallByWorkerId) {
    return {
      worker: serverWorkers[0],
      orders: [{ orderNo: "TM900", lng: 0, lat: 0, address: "深南大道 1 号" }],
    };
  }
  return null;
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderPage(buttons: string[], url = "/order/detail-map-dispatch?orderNo=SO1001") {
  setAccessGroup({ menu: ["/order/detail-map-dispatch"], btn: buttons });
  // As main.tsx: two-character buttons keep their exact wording.
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <Refine
          dataProvider={createDataProvider(fakeCall)}
          accessControlProvider={createAccessControlProvider()}
          options={{ disableTelemetry: true }}
        >
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/order/detail-map-dispatch" element={<MapDispatchPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </Refine>
      </App>
    </ConfigProvider>,
  );
}

/** The first paint of refine, the map and antd's table takes seconds in jsdom when other test files run beside. */
const FIRST_PAINT = { timeout: 30_000 };

const pathsSent = () => sent.map((s) => s.path);
const row = (name: string) => screen.getByText(name, { selector: "td" });

// The built-in map view is a lazy chunk: load it once here, not inside a test's time budget.
beforeAll(() => import("../../../widgets/map/SvgWorkerMap"));

beforeEach(() => {
  sent = [];
  commands = null;
  fit = null;
  order = {
    orderNo: "SO1001",
    orderStatus: 3,
    orderSource: 1,
    workerId: null,
    workerName: null,
    address: "",
  };
});
afterEach(() => {
  closeToasts();
  setAccessGroup(null);
});

// jsdom renders of antd tables and dialogs are slow on a shared machine.
describe("订单地图转派", { timeout: 90_000 }, () => {
  it("refuses without order:mapDispatch and calls nothing", async () => {
    renderPage(["order:manualDistribute"]);
    expect(await screen.findByText("拒绝访问")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "返回订单详情" })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("待派单 (own): 5 km by default, pick from the list, confirm, 手动派单, back to the detail", async () => {
    commands = ["order:view", "order:manualDistribute", "order:mapDispatch", "order:cancel"];
    renderPage(ALL);
    await screen.findByTestId("worker-map-plot", {}, FIRST_PAINT);
    expect(sent.find((s) => s.path === byOrderAndArea.path)?.payload).toEqual({
      orderNo: "SO1001",
      radiusKm: 5,
    });
    // 5 km: the four nearest sample workers.
    expect(screen.getByTestId("map-worker-count")).toHaveTextContent("附近共 4 位师傅");
    const action = screen.getByRole("button", { name: "派单给所选师傅" });
    expect(action).toBeDisabled();

    await userEvent.click(row("李卫东"));
    expect(screen.getByRole("button", { name: /^李卫东，距离/ })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(action);
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("确认派单");
    expect(dialog).toHaveTextContent("确定将订单 SO1001 派给师傅李卫东（距离2.2 km，服务中0单）吗？");
    fireEvent.change(within(dialog).getByLabelText("备注"), { target: { value: "客户要求上午" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));

    await waitFor(() =>
      expect(screen.getByTestId("where")).toHaveTextContent("/order/watch/detail?orderNo=SO1001"),
    );
    expect(sent.find((s) => s.path === manualDistribute.path)?.payload).toEqual({
      orderNos: ["SO1001"],
      workerId: "w2",
      remark: "客户要求上午",
    });
    expect(await screen.findByText("派单成功")).toBeInTheDocument();
  });

  it("天猫 order: tmall map, the worker's 天猫 orders, direct distribute; a wider radius asks again", async () => {
    order = { ...order, orderSource: 2 };
    renderPage(ALL);
    await screen.findByTestId("worker-map-plot", {}, FIRST_PAINT);
    expect(pathsSent()).toContain(tmallByOrderAndArea.path);
    expect(pathsSent()).not.toContain(byOrderAndArea.path);

    await userEvent.click(screen.getByRole("combobox", { name: "搜索半径" }));
    await userEvent.click(await screen.findByTitle("20 km"));
    await waitFor(() => expect(screen.getByTestId("map-worker-count")).toHaveTextContent("附近共 8 位师傅"));
    expect(sent.filter((s) => s.path === tmallByOrderAndArea.path).at(-1)?.payload).toEqual({
      orderNo: "SO1001",
      radiusKm: 20,
    });

    await userEvent.click(screen.getByRole("button", { name: /^周文斌，距离/ }));
    expect(await screen.findByText("TM900")).toBeInTheDocument();
    expect(sent.find((s) => s.path === tmallByWorkerId.path)?.payload).toEqual({ workerId: "w8" });
    await userEvent.click(screen.getByRole("button", { name: "派单给所选师傅" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("确定将天猫订单 SO1001 派给师傅周文斌");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(pathsSent()).toContain(directDistribute.path));
    expect(sent.find((s) => s.path === directDistribute.path)?.payload).toEqual({
      orderNo: "SO1001",
      workerId: "w8",
      remark: undefined,
    });
  });

  it("an order a worker has: 手动转单 to another worker; the current one is not a candidate", async () => {
    order = { ...order, orderStatus: 8, workerId: "w1", workerName: "张建国" };
    renderPage(ALL);
    await screen.findByTestId("worker-map-plot", {}, FIRST_PAINT);
    expect(screen.queryByRole("button", { name: /^张建国，距离/ })).not.toBeInTheDocument();
    await userEvent.click(row("王志强"));
    await userEvent.click(screen.getByRole("button", { name: "转单给所选师傅" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("确定将订单 SO1001 从师傅张建国转给师傅王志强");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(pathsSent()).toContain(transferOrders.path));
    expect(sent.find((s) => s.path === transferOrders.path)?.payload).toMatchObject({
      fromWorkerId: "w1",
      toWorkerId: "w3",
      orderNos: ["SO1001"],
      transferType: 1,
    });
  });

  it("shows a worker who may not take the order with why, not selectable, the others by the server's fit", async () => {
    fit = serverWorkers.map((w, i) => ({
      workerId: w.workerId,
      workerName: w.workerName,
      workerMobile: w.workerMobile ?? "",
      eligible: w.workerId !== "w2",
      reason: w.workerId === "w2" ? "师傅今日接单已满（8/8）" : null,
      reasonCode: w.workerId === "w2" ? "full" : null,
      todayCount: i,
      dailyMax: 8,
      inArea: true,
      distanceKm: w.distanceKm,
      servedCustomer: false,
    }));
    renderPage(ALL);
    await screen.findByTestId("worker-map-plot", {}, FIRST_PAINT);
    await waitFor(() =>
      expect(screen.getByTestId("map-worker-count")).toHaveTextContent(
        "附近共 4 位师傅，其中 1 位不可接此单",
      ),
    );
    expect(sent.find((s) => s.path === candidates.path)?.payload).toEqual({ orderNo: "SO1001" });
    const full = screen.getByText("李卫东", { exact: false, selector: "td span" });
    expect(full.closest("tr")).toHaveTextContent("李卫东 — 师傅今日接单已满（8/8）");
    expect(within(full.closest("tr") as HTMLElement).getByRole("radio")).toBeDisabled();
    await userEvent.click(full);
    expect(screen.getByTestId("map-selected-worker")).toHaveTextContent("请在地图或列表中选择师傅");
    expect(screen.getByRole("button", { name: "派单给所选师傅" })).toBeDisabled();
    // The last row: those who may take the order come first.
    expect([...document.querySelectorAll("tr[data-worker-id]")].at(-1)).toHaveAttribute(
      "data-worker-id",
      "w2",
    );
  });

  it("order:mapDispatch alone is enough to dispatch one order (the server's rule)", async () => {
    commands = ["order:view", "order:mapDispatch"];
    renderPage(["order:mapDispatch"]);
    await screen.findByTestId("worker-map-plot", {}, FIRST_PAINT);
    const action = screen.getByRole("button", { name: "派单给所选师傅" });
    expect(action).toBeDisabled();
    await userEvent.click(row("李卫东"));
    expect(action).toBeEnabled();
  });

  it("a finished or hung-up order shows why and offers no dispatch", async () => {
    order = { ...order, orderStatus: 11, workerId: "w1", workerName: "张建国" };
    const { unmount } = renderPage(ALL);
    expect(await screen.findByText("当前订单状态不允许地图转派")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /给所选师傅$/ })).not.toBeInTheDocument();
    unmount();

    order = { ...order, orderStatus: 8, hangUp: 1 };
    renderPage(ALL);
    expect(await screen.findByText("订单已挂起，不能地图转派")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /给所选师傅$/ })).not.toBeInTheDocument();
  });

  it("follows the server's allowed commands when they leave map dispatch out", async () => {
    commands = ["order:view", "order:cancel"];
    renderPage(ALL);
    expect(await screen.findByText("该订单当前状态不可派单或转单")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /给所选师傅$/ })).not.toBeInTheDocument();
  });
});
