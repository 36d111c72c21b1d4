/**
 * refine's resources as the registry hands them to <Refine> (issue 42 §2): each list with its record views as `show`
 * and `edit`, the record's id in the address, and refine's navigation, parsing, breadcrumb and access control
 * working by resource and id on the spec's addresses.
 */
import { Refine, useBreadcrumb, useNavigation, useResourceParams, type ResourceProps } from "@refinedev/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { SCREENS } from "../api/screens";
import { decideCan } from "../providers/accessControlProvider";
import { i18nProvider } from "../providers/i18nProvider";
import { routerProvider } from "../providers/routerProvider";
import { linkTo } from "./engine/links";
import { refineResources, routes } from ".";
import type { DetailRoute } from "./types";

const byIdentifier = (identifier: string): ResourceProps | undefined =>
  refineResources.find((resource) => resource.identifier === identifier);

const recordViews = routes.filter((route): route is DetailRoute => route.action !== undefined);

describe("refine's resources", () => {
  it("declares each list's record views as its show and edit, with the id in the query string", () => {
    const declared = (identifier: string) => {
      const resource = byIdentifier(identifier);
      const { name, list, show, edit, meta } = resource ?? {};
      return { name, list, show, edit, recordKeys: meta?.recordKeys };
    };
    expect(declared(SCREENS.orderList)).toEqual({
      name: "orders",
      list: SCREENS.orderList,
      show: `${SCREENS.orderDetail}/:id`,
      edit: undefined,
      recordKeys: { show: "orderNo" },
    });
    expect(declared(SCREENS.serviceOrderList)).toMatchObject({
      name: "serviceOrders",
      show: `${SCREENS.serviceOrderDetail}/:id`,
      recordKeys: { show: "serviceOrderNo" },
    });
    expect(declared(SCREENS.workOrderList)).toMatchObject({
      name: "workOrders",
      show: `${SCREENS.workOrderDetail}/:id`,
      recordKeys: { show: "workOrderId" },
    });
    expect(declared(SCREENS.afterSaleList)).toMatchObject({
      name: "afterSaleOrders",
      show: `${SCREENS.afterSaleDetail}/:id`,
      recordKeys: { show: "serverNo" },
    });
    expect(declared(SCREENS.workerList)).toEqual({
      name: "workers",
      list: SCREENS.workerList,
      show: `${SCREENS.workerArchives}/:id`,
      edit: `${SCREENS.workerEdit}/:id`,
      recordKeys: { show: "workerId", edit: "workerId" },
    });
    expect(declared(SCREENS.staffAccounts)).toMatchObject({
      name: "staff",
      edit: `${SCREENS.staffPermissions}/:id`,
      recordKeys: { edit: "id" },
    });
    // 账单 and 消息 open a record in a drawer of the list: no record view of their own.
    expect(declared(SCREENS.bill)).toEqual({
      name: "bills",
      list: SCREENS.bill,
      show: undefined,
      edit: undefined,
      recordKeys: {},
    });
    expect(declared(SCREENS.messages)).toMatchObject({ name: "messages", show: undefined });
    // The lists of the same records share the name; each is its own resource by its path.
    expect(declared(SCREENS.orderStay).name).toBe("orders");
  });

  it("carries each record view once, on the list it goes back to, and no record view as a list", () => {
    expect(recordViews.length).toBeGreaterThanOrEqual(7);
    for (const view of recordViews) {
      const route = `${view.path}/:id`;
      const carriers = refineResources.filter((resource) => resource[view.action ?? "show"] === route);
      expect(
        carriers.map((carrier) => carrier.identifier),
        view.path,
      ).toEqual([view.backTo]);
      expect(
        refineResources.some((resource) => resource.list === view.path),
        view.path,
      ).toBe(false);
    }
    // Every route is still carried by exactly one resource (编辑权限's tree reads them from meta.routes).
    const carried = refineResources.flatMap((resource) => {
      const list: unknown = resource.meta?.routes;
      return Array.isArray(list) ? list.map((route: { path: string }) => route.path) : [];
    });
    expect([...carried].sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it("asks for a record view's own path in can() of show and edit", () => {
    const group = { menu: [SCREENS.orderList, SCREENS.workerList, SCREENS.workerArchives], btn: [] };
    const can = (resource: string, action: string) =>
      decideCan({ resource, action, params: { id: "1" } }, group, refineResources).can;
    expect(can("orders", "list")).toBe(true);
    expect(can("orders", "show")).toBe(false);
    expect(can("workers", "show")).toBe(true);
    expect(can("workers", "edit")).toBe(false);
    // refine's useCan hands the resource without its routes (name, identifier, meta): still the view's path.
    const sanitized = { name: "orders", identifier: SCREENS.orderList, meta: { path: SCREENS.orderList } };
    expect(decideCan({ action: "show", params: { resource: sanitized } }, group, refineResources).can).toBe(
      false,
    );
    expect(
      decideCan(
        { action: "show", params: { resource: sanitized } },
        { ...group, menu: [...group.menu, SCREENS.orderDetail] },
        refineResources,
      ).can,
    ).toBe(true);
  });
});

/** What refine knows on the page it is opened at. */
function Probe({ linkFor }: { linkFor: DetailRoute }) {
  const { resource, action, id } = useResourceParams();
  const { breadcrumbs } = useBreadcrumb();
  const { showUrl, editUrl } = useNavigation();
  const backTo = linkFor.backTo ?? "";
  const url = linkFor.action === "edit" ? editUrl(backTo, "N°1/2") : showUrl(backTo, "N°1/2");
  return (
    <dl>
      <dt>resource</dt>
      <dd data-testid="resource">{resource?.identifier}</dd>
      <dd data-testid="action">{action}</dd>
      <dd data-testid="id">{id}</dd>
      <dd data-testid="crumbs">
        {breadcrumbs.map((crumb) => `${crumb.label}>${crumb.href ?? ""}`).join("|")}
      </dd>
      <dd data-testid="url">{url}</dd>
    </dl>
  );
}

function OpenOrder() {
  const { show } = useNavigation();
  return (
    <button type="button" onClick={() => show("orders", "O9")}>
      查看 O9
    </button>
  );
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function openAt(url: string, linkFor: DetailRoute) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Refine
        routerProvider={routerProvider}
        i18nProvider={i18nProvider}
        resources={refineResources}
        options={{ disableTelemetry: true }}
      >
        <Probe linkFor={linkFor} />
      </Refine>
    </MemoryRouter>,
  );
}

describe("refine on the spec's record addresses", () => {
  it.each(recordViews.map((view) => [view.path, view] as const))(
    "%s: refine knows the resource, the action and the id, and builds the same link as the engine",
    (_path, view) => {
      const { unmount } = openAt(linkTo(view, "R-7"), view);
      expect(screen.getByTestId("resource").textContent).toBe(view.backTo);
      expect(screen.getByTestId("action").textContent).toBe(view.action);
      expect(screen.getByTestId("id").textContent).toBe("R-7");
      // refine's own link to a record is the engine's, the id encoded alike.
      expect(screen.getByTestId("url").textContent).toBe(linkTo(view, "N°1/2"));
      unmount();
    },
  );

  it("gives refine's breadcrumb the group, the list (a link) and the view", () => {
    const detail = routes.find((route): route is DetailRoute => route.path === SCREENS.orderDetail);
    if (!detail) throw new Error("订单详情 is declared");
    openAt(`${SCREENS.orderDetail}?orderNo=O1`, detail);
    expect(screen.getByTestId("crumbs").textContent).toBe(
      `订单管理>|订单管理列表>${SCREENS.orderList}|详情>`,
    );
  });

  it("navigates to a record by resource and id (useNavigation().show), and knows it there", async () => {
    const detail = routes.find((route): route is DetailRoute => route.path === SCREENS.orderDetail);
    if (!detail) throw new Error("订单详情 is declared");
    render(
      <MemoryRouter initialEntries={[SCREENS.orderList]}>
        <Refine
          routerProvider={routerProvider}
          resources={refineResources}
          options={{ disableTelemetry: true }}
        >
          <OpenOrder />
          <Probe linkFor={detail} />
          <Address />
        </Refine>
      </MemoryRouter>,
    );
    expect(screen.getByTestId("action").textContent).toBe("list");
    fireEvent.click(screen.getByRole("button", { name: "查看 O9" }));
    await waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe(`${SCREENS.orderDetail}?orderNo=O9`),
    );
    expect(screen.getByTestId("resource").textContent).toBe(SCREENS.orderList);
    expect(screen.getByTestId("action").textContent).toBe("show");
    expect(screen.getByTestId("id").textContent).toBe("O9");
  });

  it("leaves a list's address to refine's own matching", () => {
    const detail = routes.find((route): route is DetailRoute => route.path === SCREENS.workerEdit);
    if (!detail) throw new Error("编辑师傅信息 is declared");
    openAt(`${SCREENS.workerList}?name=张`, detail);
    expect(screen.getByTestId("resource").textContent).toBe(SCREENS.workerList);
    expect(screen.getByTestId("action").textContent).toBe("list");
    expect(screen.getByTestId("id").textContent).toBe("");
  });
});
