/**
 * What a show page's section shows of its call's answer: its loading and error states (重试 asks again), its empty
 * text, descriptions, a table (every row, money at the right), labels, media, a timeline and a custom component.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { service, type Endpoint } from "../../api/endpoint";
import { createDataProvider } from "../../providers/dataProvider";
import { setAccessGroup } from "../../providers/session";
import type { LabelEntry } from "../../widgets/label-list";
import type { DetailRoute } from "../types";
import { linkTo } from "./";
import { ShowView } from "./ShowView";
import type { ShowSection } from "./types";

// The gateway's fileUrls (media thumbnails): every stored path gets a signed address.
vi.mock("../../providers/http", async (original) => ({
  ...(await original<typeof import("../../providers/http")>()),
  call: vi.fn(async (_endpoint: unknown, payload: { filePaths: string[] }) => ({
    urls: Object.fromEntries(payload.filePaths.map((p) => [p, `/signed/${p}`])),
    expiresIn: 1800,
  })),
}));

interface Fixture {
  fixtureNo: string;
  name: string;
  kind: string;
}

const fx = service("/fixture");
const oneEndpoint = fx.post<{ fixtureNo: string }, Fixture>("/one", "夹具详情");
const partsEndpoint = fx.post<{ fixtureNo: string }, unknown>("/parts", "夹具配件");
const spareEndpoint = fx.post<{ fixtureNo: string }, unknown>("/spare-parts", "备用配件");

const route: DetailRoute = {
  path: "/fixture/detail",
  title: "夹具详情",
  group: "home",
  hidden: true,
  backTo: "/fixture/index",
  key: "fixtureNo",
};

/** How the parts call answers, given how many times it was asked before. */
type Parts = (asked: number) => unknown;

function renderSection(section: Omit<ShowSection<Fixture>, "key" | "title">, parts: Parts) {
  const calls: Endpoint[] = [];
  const dataProvider = createDataProvider(async (ep) => {
    calls.push(ep);
    if (ep === oneEndpoint) return { fixtureNo: "F1", name: "甲", kind: "备用" };
    return parts(calls.filter((call) => call === ep).length - 1);
  });
  const screenDecl = {
    base: oneEndpoint,
    heading: (base: Fixture) => `夹具：${base.name}`,
    sections: [{ key: "parts", title: "配件", from: partsEndpoint, ...section }],
  };
  render(
    <MemoryRouter initialEntries={[linkTo(route, "F1")]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path={route.path} element={<ShowView screen={screenDecl} route={route} />} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return calls;
}

/** The section's card, once the page shows. */
async function card() {
  expect(await screen.findByText("夹具：甲")).toBeInTheDocument();
  return screen.getByText("配件").closest(".ant-card") as HTMLElement;
}

const name = [{ field: "name", title: "名称" }];

beforeEach(() => setAccessGroup({ menu: [route.path], btn: [] }));
afterEach(() => setAccessGroup(null));

describe("ShowView: a section's states (engine)", { timeout: 60_000 }, () => {
  it("shows a two-line placeholder in its card while its call runs", async () => {
    renderSection({ fields: name }, () => new Promise<never>(() => undefined));
    const section = await card();
    expect(section).toHaveClass("engine-section", "engine-section-parts");
    expect(section.querySelectorAll(".ant-skeleton-paragraph > li")).toHaveLength(2);
  });

  it("shows its failure at once with the reason, the rest of the page staying; 重试 asks again", async () => {
    const calls = renderSection({ fields: name }, (asked) => {
      if (asked === 0) throw new Error("配件服务异常");
      return { name: "螺丝" };
    });
    const section = await card();
    expect(await within(section).findByText("配件加载失败", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(section).getByText("配件服务异常")).toBeInTheDocument();
    expect(calls.filter((ep) => ep === partsEndpoint)).toHaveLength(1);
    fireEvent.click(within(section).getByRole("button", { name: /重\s?试/ }));
    expect(await within(section).findByText("螺丝")).toBeInTheDocument();
  });

  it("shows the section's empty text when the call answers nothing (null)", async () => {
    renderSection({ fields: name, empty: "暂无配件" }, () => null);
    const fields = await card();
    expect(await within(fields).findByText("暂无配件")).toBeInTheDocument();
    expect(within(fields).queryByText("名称")).toBeNull();
  });

  it("shows 暂无数据 for descriptions when the answer is not a record", async () => {
    renderSection({ fields: name }, () => "无");
    const section = await card();
    expect(await within(section).findByText("暂无数据")).toBeInTheDocument();
    expect(within(section).queryByText("名称")).toBeNull();
  });

  it("asks the call its `from` picks by the base record", async () => {
    renderSection(
      { from: (base: Fixture) => (base.kind === "备用" ? spareEndpoint : partsEndpoint), fields: name },
      () => ({ name: "备用螺丝" }),
    );
    expect(await within(await card()).findByText("备用螺丝")).toBeInTheDocument();
  });

  it("renders a custom component with the answer, the base record and the page's key", async () => {
    renderSection(
      {
        component: ({ data, base, pageKey }) => (
          <p>{`${pageKey}/${base.name}/${(data as { count: number }).count}`}</p>
        ),
      },
      () => ({ count: 3 }),
    );
    expect(await within(await card()).findByText("F1/甲/3")).toBeInTheDocument();
  });
});

describe("ShowView: a section's answer (engine)", { timeout: 60_000 }, () => {
  it("shows the fields whose condition the answer meets", async () => {
    renderSection(
      {
        fields: [
          { field: "name", title: "名称" },
          { field: "memo", title: "备注", when: (part: { memo?: string }) => Boolean(part.memo) },
          { field: "size", title: "规格", when: (part: { size?: string }) => Boolean(part.size) },
        ],
      },
      () => ({ name: "螺丝", memo: "", size: "M6" }),
    );
    const section = await card();
    expect(await within(section).findByText("螺丝")).toBeInTheDocument();
    expect(within(section).getByText("规格")).toBeInTheDocument();
    expect(within(section).queryByText("备注")).toBeNull();
  });

  it("tables every record of the answer on one page, money at the right unless told otherwise", async () => {
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `件${i + 1}`, price: 12, deposit: 5 }));
    renderSection(
      {
        columns: [
          { field: "name", title: "名称" },
          { field: "price", title: "单价", value: "money" },
          { field: "deposit", title: "押金", value: "money", align: "center" },
        ],
      },
      () => [...parts, null, "件X", 3],
    );
    const section = await card();
    expect(await within(section).findByText("件11")).toBeInTheDocument();
    const rows = section.querySelectorAll("tbody tr.ant-table-row");
    expect(rows).toHaveLength(11);
    expect(within(section).queryByText("件X")).toBeNull();
    expect(section.querySelector(".ant-pagination")).toBeNull();
    const [nameCell, priceCell, depositCell] = Array.from(rows[0].querySelectorAll("td"));
    expect(priceCell).toHaveStyle({ textAlign: "right" });
    expect(depositCell).toHaveStyle({ textAlign: "center" });
    expect(nameCell.style.textAlign).toBe("");
    // A wide table scrolls sideways rather than squeezing its columns.
    expect(within(section).getByRole("table")).toHaveStyle({ width: "max-content" });
  });

  const fragile: LabelEntry = {
    labelName: "易碎",
    labelDescription: "",
    labelIcon: "",
    labelVisible: { provPlatform: true },
  };
  it.each<[string, LabelEntry[], string]>([
    ["the labels of the answer", [fragile], "易碎"],
    ["暂无数据 for no labels", [], "暂无数据"],
  ])("shows %s", async (_case, labels, shown) => {
    renderSection({ labels: (data: { labels: LabelEntry[] }) => data.labels }, () => ({ labels }));
    const section = await card();
    expect(await within(section).findByText(shown)).toBeInTheDocument();
  });

  it("shows the answer's media as thumbnails", async () => {
    renderSection({ media: (data: { photos: string[] }) => data.photos }, () => ({ photos: ["r/a.png"] }));
    expect(await within(await card()).findByRole("button", { name: "图片 a.png" })).toBeInTheDocument();
  });

  it("shows 暂无图片 when the answer has no media", async () => {
    renderSection({ media: (data: { photos: string[] }) => data.photos }, () => ({ photos: [] }));
    expect(await within(await card()).findByText("暂无图片")).toBeInTheDocument();
  });

  it("shows the EMPTY mark for a section that declares no view of its answer", async () => {
    renderSection({}, () => ({ name: "螺丝" }));
    const section = await card();
    await waitFor(() => expect(section.querySelector(".ant-card-body")).toHaveTextContent(/^-$/));
  });

  it("shows a timeline: title and time, the content as written, an item's media", async () => {
    renderSection({ timeline: (data: { items: unknown }) => data.items as [] }, () => ({
      items: [
        { title: "入库", time: "2026-11-01", content: "已清洗", media: ["r/b.png"] },
        { title: "出库", time: "2026-11-02", media: [] },
        { title: "报废", time: "2026-11-03" },
      ],
    }));
    const section = await card();
    const items = await waitFor(() => {
      const found = section.querySelectorAll(".ant-timeline-item");
      expect(found).toHaveLength(3);
      return found;
    });
    expect(items[0]).toHaveTextContent(/^入库 2026-11-01已清洗/);
    expect(within(section).getByText("已清洗")).toHaveStyle({ whiteSpace: "pre-wrap" });
    expect(await within(section).findByRole("button", { name: "图片 b.png" })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/^出库 2026-11-02$/);
    expect(items[2]).toHaveTextContent(/^报废 2026-11-03$/);
    expect(within(section).queryByText("暂无文件")).toBeNull();
  });
});
