import { CanAccess, Refine } from "@refinedev/core";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AccessGroup } from "../api/adminTemplate";
import { canAccessPath, createAccessControlProvider, decideCan, hasButton } from "./accessControlProvider";
import { servedCalls } from "../api/gateway";
import { staffList } from "../api/staff";
import { registerScreenCalls, setServedCalls } from "./servedCalls";
import { setAccessGroup } from "./session";

const group: AccessGroup = {
  menu: ["/order/index", "/order/detail/:orderNo", "/worker/index/", "/bill/provider"],
  btn: ["order:export", "worker:add"],
};

describe("canAccessPath", () => {
  it.each([
    ["/order/index", true],
    ["/order/index/", true],
    ["/order/index?status=1", true],
    ["/worker/index", true],
    ["/order/detail/A123", true],
    ["/order/detail/:id", true],
    ["/order", true],
    ["/bill", true],
    ["/order/other", false],
    ["/message/index", false],
    ["/", false],
    ["/orders/index", false],
    ["/order/index/extra", false],
  ])("%s → %s", (path, expected) => {
    expect(canAccessPath(path, group)).toBe(expected);
  });

  it("a :param segment in the wanted path matches any one segment of the menu entry", () => {
    const concrete: AccessGroup = { menu: ["/order/detail/A123"], btn: [] };
    expect(canAccessPath("/order/detail/:orderNo", concrete)).toBe(true);
    expect(canAccessPath("/order/detail/x:", concrete)).toBe(false);
  });

  it("a menu entry of the same length that differs does not permit; a group needs an entry below it", () => {
    const flat: AccessGroup = { menu: ["/order/index"], btn: [] };
    expect(canAccessPath("/order/other", flat)).toBe(false);
    expect(canAccessPath("/order", flat)).toBe(true);
    expect(canAccessPath("/order", { menu: ["/order"], btn: [] })).toBe(true);
    expect(canAccessPath("/order/index", { menu: ["/order"], btn: [] })).toBe(false);
    expect(canAccessPath("/", { menu: ["/"], btn: [] })).toBe(true);
  });

  it("nothing is permitted with an empty accessGroup", () => {
    expect(canAccessPath("/order/index", { menu: [], btn: [] })).toBe(false);
  });
});

describe("hasButton", () => {
  it("checks btn codes exactly", () => {
    expect(hasButton("order:export", group)).toBe(true);
    expect(hasButton("order:delete", group)).toBe(false);
    expect(hasButton("order", group)).toBe(false);
  });
});

describe("decideCan", () => {
  it("list access uses the resource's list path", () => {
    expect(
      decideCan(
        {
          resource: "orders",
          action: "list",
          params: { resource: { name: "orders", list: "/order/index" } },
        },
        group,
      ),
    ).toEqual({ can: true });
    expect(
      decideCan(
        { resource: "msgs", action: "list", params: { resource: { name: "msgs", list: "/message/index" } } },
        group,
      ),
    ).toEqual({ can: false });
  });

  it("uses refine's menu route when useCan has stripped list, then meta.path", () => {
    const viaRoute = { name: "msgs", route: "/message/index" } as unknown as { name: string };
    expect(decideCan({ resource: "msgs", action: "list", params: { resource: viaRoute } }, group).can).toBe(
      false,
    );
    expect(
      decideCan(
        {
          resource: "w",
          action: "list",
          params: { resource: { name: "w", meta: { path: "/worker/index" } } },
        },
        group,
      ).can,
    ).toBe(true);
  });

  it("meta.path is used when it is a string, and ignored otherwise", () => {
    const withPath = (path: unknown) => ({
      resource: "m",
      action: "list",
      params: { resource: { name: "m", meta: { path } } },
    });
    expect(decideCan(withPath("/message/index"), group).can).toBe(false);
    const declared = [{ name: "m", list: "/message/index" }];
    expect(decideCan(withPath(42), group, declared).can).toBe(false);
    expect(decideCan(withPath(42), group).can).toBe(true);
  });

  it("without resource declarations a resource with neither path nor name is permitted", () => {
    expect(decideCan({ action: "list" }, group)).toEqual({ can: true });
    expect(decideCan({ action: "list", params: { resource: { name: "x" } } }, group)).toEqual({ can: true });
  });

  it("falls back to the list path of the declared resource of that name", () => {
    const declared = [
      { name: "bills", list: "/bill/provider" },
      { name: "msgs2", list: "/message/index" },
    ];
    expect(decideCan({ resource: "bills", action: "list" }, group, declared).can).toBe(true);
    expect(decideCan({ resource: "msgs2", action: "show", params: { id: 1 } }, group, declared).can).toBe(
      false,
    );
  });

  it("a menu group without a path is permitted when one of its children is", () => {
    const declared = [
      { name: "orderGroup" },
      { name: "orders", list: "/order/index", meta: { parent: "orderGroup" } },
      { name: "msgGroup" },
      { name: "msgs", list: "/message/index", meta: { parent: "msgGroup" } },
    ];
    expect(decideCan({ resource: "orderGroup", action: "list" }, group, declared).can).toBe(true);
    expect(decideCan({ resource: "msgGroup", action: "list" }, group, declared).can).toBe(false);
  });

  it("a menu group is permitted when one of several children is, through nested groups", () => {
    const declared = [
      { name: "top" },
      { name: "mid", meta: { parent: "top" } },
      { name: "msgs", list: "/message/index", meta: { parent: "mid" } },
      { name: "orders", list: "/order/index", meta: { parent: "mid" } },
    ];
    expect(decideCan({ resource: "top", action: "list" }, group, declared).can).toBe(true);
    expect(
      decideCan({ resource: "top", action: "list" }, { menu: ["/bill/provider"], btn: [] }, declared).can,
    ).toBe(false);
  });

  it("the search for children stops 8 levels down, so a cycle of parents answers (permitted)", () => {
    // g0 > g1 > ... > g<levels - 1> > leaf, the leaf's path not permitted.
    const chain = (levels: number) => [
      ...Array.from({ length: levels }, (_, i) => ({
        name: `g${i}`,
        meta: i > 0 ? { parent: `g${i - 1}` } : {},
      })),
      { name: "leaf", list: "/message/index", meta: { parent: `g${levels - 1}` } },
    ];
    expect(decideCan({ resource: "g0", action: "list" }, group, chain(8)).can).toBe(false);
    expect(decideCan({ resource: "g0", action: "list" }, group, chain(9)).can).toBe(true);
    const selfParent = [{ name: "loop", meta: { parent: "loop" } }];
    expect(decideCan({ resource: "loop", action: "list" }, group, selfParent).can).toBe(true);
    const twoCycle = [
      { name: "a", meta: { parent: "b" } },
      { name: "b", meta: { parent: "a" } },
    ];
    expect(decideCan({ resource: "a", action: "list" }, group, twoCycle).can).toBe(true);
  });

  it("btn:<code> and resource btn check button codes", () => {
    expect(decideCan({ action: "btn:order:export" }, group).can).toBe(true);
    expect(decideCan({ action: "btn:order:delete" }, group).can).toBe(false);
    expect(decideCan({ resource: "btn", action: "worker:add" }, group).can).toBe(true);
    expect(decideCan({ resource: "btn", action: "worker:del" }, group).can).toBe(false);
  });

  it("public resources and resources without a known path are permitted", () => {
    expect(
      decideCan(
        {
          resource: "p",
          action: "list",
          params: { resource: { name: "p", list: "/personal/index", meta: { public: true } } },
        },
        group,
      ).can,
    ).toBe(true);
    expect(decideCan({ resource: "unknown-thing", action: "list" }, group).can).toBe(true);
  });

  it("a resource declared public is permitted even when the can() params omit its meta", () => {
    const declared = [
      { name: "personal", list: "/personal/index", meta: { public: true } },
      { name: "secret", list: "/secret/index" },
    ];
    const params = (name: string) => ({ resource: name, action: "list", params: { resource: { name } } });
    expect(decideCan(params("personal"), group, declared).can).toBe(true);
    expect(decideCan(params("secret"), group, declared).can).toBe(false);
    expect(decideCan({ resource: "personal", action: "list" }, group, declared).can).toBe(true);
  });

  it("a declared resource is found by its identifier too", () => {
    const declared = [{ name: "orders", identifier: "order-list", list: "/order/index" }];
    expect(decideCan({ resource: "order-list", action: "list" }, group, declared).can).toBe(true);
    expect(decideCan({ resource: "order-list", action: "list" }, { menu: [], btn: [] }, declared).can).toBe(
      false,
    );
  });

  it("an identifier only finds its own resource, and no resource is found for a missing name", () => {
    const declared = [
      { name: "orders", identifier: "order-list", list: "/order/index" },
      { name: "msgs", list: "/message/index" },
    ];
    expect(decideCan({ resource: "msgs", action: "list" }, group, declared).can).toBe(false);
    expect(decideCan({ action: "list" }, group, declared).can).toBe(true);
  });
});

describe("decideCan and the calls the gateway serves (issue 42 §3)", () => {
  const group: AccessGroup = { menu: ["/personal/staff", "/personal/index"], btn: [] };
  const resources = [
    { name: "/personal/staff", list: "/personal/staff", meta: { parent: "personal" } },
    { name: "/personal/index", list: "/personal/index", meta: { parent: "personal" } },
  ];
  registerScreenCalls([["/personal/staff", staffList]]);
  const can = (name: string) => decideCan({ resource: name, action: "list" }, group, resources).can;
  afterEach(() => setServedCalls(null));

  it("offers a screen built on a chosen call while what the gateway serves is not known, or when it serves it", () => {
    expect(can("/personal/staff")).toBe(true);
    setServedCalls([`${staffList.method} ${staffList.path}`]);
    expect(can("/personal/staff")).toBe(true);
  });

  it("offers neither the screen nor its group's entry for it when the gateway does not serve its call", () => {
    setServedCalls([`${servedCalls.method} ${servedCalls.path}`]);
    expect(can("/personal/staff")).toBe(false);
    // The group stays for its other screens; a link with a query string is the same screen.
    expect(can("/personal/index")).toBe(true);
    expect(can("personal")).toBe(true);
    expect(
      decideCan(
        { resource: "x", action: "list", params: { resource: { name: "x", list: "/personal/staff?id=1" } } },
        group,
      ).can,
    ).toBe(false);
  });
});

describe("createAccessControlProvider", () => {
  const resources = [
    { name: "orderGroup", meta: { label: "订单管理" } },
    { name: "orders", list: "/order/index", meta: { parent: "orderGroup" } },
    { name: "messages", list: "/message/index" },
  ];
  const provider = createAccessControlProvider(resources);

  beforeEach(() => setAccessGroup(group));
  afterEach(() => vi.restoreAllMocks());

  it("answers from the stored accessGroup with no network call", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const xhrSpy = vi.spyOn(XMLHttpRequest.prototype, "open");
    await expect(provider.can({ resource: "orders", action: "list" })).resolves.toEqual({ can: true });
    await expect(provider.can({ resource: "messages", action: "list" })).resolves.toEqual({ can: false });
    await expect(provider.can({ action: "btn:nope" })).resolves.toEqual({ can: false });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
  });

  it("reads the accessGroup at call time", async () => {
    setAccessGroup({ menu: [], btn: [] });
    await expect(provider.can({ action: "btn:order:export" })).resolves.toEqual({ can: false });
    await expect(provider.can({ resource: "orders", action: "list" })).resolves.toEqual({ can: false });
  });

  it("asks refine to keep its answers (no refetch)", () => {
    expect(provider.options?.queryOptions?.staleTime).toBe(Infinity);
  });

  it("works inside refine, where useCan strips list: <CanAccess> shows and hides by menu path", async () => {
    render(
      <Refine accessControlProvider={provider} resources={resources} options={{ disableTelemetry: true }}>
        <CanAccess
          resource="orderGroup"
          action="list"
          params={{ resource: resources[0] }}
          fallback={<span>无订单组</span>}
        >
          <span>订单组</span>
        </CanAccess>
        <CanAccess
          resource="orders"
          action="list"
          params={{ resource: resources[1] }}
          fallback={<span>无订单</span>}
        >
          <span>订单</span>
        </CanAccess>
        <CanAccess
          resource="messages"
          action="list"
          params={{ resource: resources[2] }}
          fallback={<span>无消息</span>}
        >
          <span>消息</span>
        </CanAccess>
        <CanAccess action="btn:worker:add" fallback={<span>不可新增</span>}>
          <span>可新增</span>
        </CanAccess>
      </Refine>,
    );
    await waitFor(() => expect(screen.getByText("订单")).toBeInTheDocument());
    expect(screen.getByText("订单组")).toBeInTheDocument();
    expect(screen.getByText("无消息")).toBeInTheDocument();
    expect(screen.getByText("可新增")).toBeInTheDocument();
  });
});
