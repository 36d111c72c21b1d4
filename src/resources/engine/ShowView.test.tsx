/**
 * The show view apart from any real resource: the frame hands it its route, whose `key` names the query parameter
 * of the record, whose title heads the page and whose `backTo` is the back link.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { service, type Endpoint } from "../../api/endpoint";
import { createDataProvider } from "../../providers/dataProvider";
import { setAccessGroup } from "../../providers/session";
import type { DetailRoute } from "../types";
import { linkTo, linkWith, showPage } from "./";
import type { ShowScreen } from "./types";

interface Fixture {
  fixtureNo: string;
  name: string;
}

const fx = service("/fixture");
const oneEndpoint = fx.post<{ fixtureNo: string }, Fixture>("/one", "夹具详情");
const notesEndpoint = fx.post<{ fixtureNo: string }, { note: string }>("/notes", "夹具备注");

const fixtureRoute: DetailRoute = {
  path: "/fixture/detail",
  title: "夹具详情",
  group: "home",
  hidden: true,
  backTo: "/fixture/index",
  key: "fixtureNo",
};

const fixtureScreen: ShowScreen<Fixture> = {
  base: oneEndpoint,
  sections: [
    { key: "base", title: "基本信息", fields: [{ field: "name", title: "名称" }] },
    { key: "notes", title: "备注", from: notesEndpoint, fields: [{ field: "note", title: "备注" }] },
  ],
};

let calls: { ep: Endpoint; payload: unknown }[] = [];

function renderShow(url: string) {
  const dataProvider = createDataProvider(async (ep, payload) => {
    calls.push({ ep, payload });
    return ep === notesEndpoint ? { note: "轻放" } : { fixtureNo: "F 1", name: "甲" };
  });
  const Page = showPage(fixtureScreen);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path={fixtureRoute.path} element={<Page route={fixtureRoute} />} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  calls = [];
  setAccessGroup({ menu: [fixtureRoute.path], btn: [] });
});
afterEach(() => setAccessGroup(null));

// The first render of refine and antd in jsdom takes seconds on a loaded machine.
// showPage's view is loaded with the page's code (the frame awaits the page's `preload`, engine/index.tsx); here
// the test loads it once, as the frame would, so the waits for the record do not include loading the view.
beforeAll(() => showPage(fixtureScreen).preload());

describe("ShowView (engine)", { timeout: 60_000 }, () => {
  it("shows the record named by the route's key, its sections fed by that key, and the back link", async () => {
    renderShow(linkTo(fixtureRoute, "F 1"));
    expect(await screen.findByText("甲")).toBeInTheDocument();
    expect(await screen.findByText("轻放")).toBeInTheDocument();
    expect(calls.find((call) => call.ep === oneEndpoint)?.payload).toEqual({ fixtureNo: "F 1" });
    expect(calls.find((call) => call.ep === notesEndpoint)?.payload).toEqual({ fixtureNo: "F 1" });
    expect(screen.getByText("夹具详情")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回列表" })).toHaveAttribute("href", "/fixture/index");
    // The heading's card is its header alone: no empty padded body under the title.
    const heading = screen.getByText("夹具详情").closest(".ant-card")!;
    expect(heading.querySelector(".ant-card-body")).not.toBeVisible();
  });

  it("asks to open the detail from the list when the key is missing", async () => {
    renderShow("/fixture/detail?other=1");
    expect(await screen.findByText("请从列表打开夹具详情")).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
  });
});

describe("links", () => {
  it("linkTo names the record with the route's key, encoded", () => {
    expect(linkTo(fixtureRoute, "F 1/2")).toBe("/fixture/detail?fixtureNo=F%201%2F2");
  });

  it("linkWith carries the fields that have a value, and a hash", () => {
    expect(linkWith("/fixture/index", { tab: 2, name: "", gone: undefined, month: "2026-11" })).toBe(
      "/fixture/index?tab=2&month=2026-11",
    );
    expect(linkWith({ path: "/fixture/index" }, {}, "worker")).toBe("/fixture/index#worker");
  });
});
