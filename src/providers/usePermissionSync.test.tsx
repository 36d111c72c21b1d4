import { CanAccess, Refine, useCan } from "@refinedev/core";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createAccessControlProvider } from "./accessControlProvider";
import { clearAuth, setAccessGroup } from "./session";
import { AccessFollowsSession } from "./usePermissionSync";

// Resources as the registry declares them: named by their path, under a menu group.
const resources = [
  { name: "order", meta: { label: "订单管理" } },
  { name: "/order/index", list: "/order/index", meta: { parent: "order", path: "/order/index" } },
];
const provider = createAccessControlProvider(resources);

function ButtonProbe({ code }: { code: string }) {
  const { data } = useCan({ resource: "btn", action: code });
  return <span>{data === undefined ? "…" : data.can ? `可${code}` : `不可${code}`}</span>;
}

function App() {
  return (
    <Refine accessControlProvider={provider} resources={resources} options={{ disableTelemetry: true }}>
      <AccessFollowsSession />
      <CanAccess resource="/order/index" action="list" fallback={<span>无订单</span>}>
        <span>订单</span>
      </CanAccess>
      <ButtonProbe code="order:export" />
    </Refine>
  );
}

afterEach(() => {
  act(() => clearAuth());
});

describe("refine's access answers follow the session", () => {
  it("<CanAccess> and useCan flip when the accessGroup changes, without a new login", async () => {
    setAccessGroup({ menu: ["/order/index"], btn: ["order:export"] });
    render(<App />);
    expect(await screen.findByText("订单")).toBeInTheDocument();
    expect(await screen.findByText("可order:export")).toBeInTheDocument();

    act(() => setAccessGroup({ menu: ["/worker/index"], btn: [] }));
    expect(await screen.findByText("无订单")).toBeInTheDocument();
    expect(await screen.findByText("不可order:export")).toBeInTheDocument();

    act(() => setAccessGroup({ menu: ["/order/index"], btn: ["order:export"] }));
    expect(await screen.findByText("订单")).toBeInTheDocument();
    expect(await screen.findByText("可order:export")).toBeInTheDocument();
  });

  it("without <AccessFollowsSession> refine keeps its cached answer (why the sync exists)", async () => {
    setAccessGroup({ menu: ["/order/index"], btn: [] });
    render(
      <Refine accessControlProvider={provider} resources={resources} options={{ disableTelemetry: true }}>
        <CanAccess resource="/order/index" action="list" fallback={<span>无订单</span>}>
          <span>订单</span>
        </CanAccess>
      </Refine>,
    );
    expect(await screen.findByText("订单")).toBeInTheDocument();
    act(() => setAccessGroup({ menu: [], btn: [] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("订单")).toBeInTheDocument();
  });
});
