/**
 * The application's 服务类型 and 服务类目 fields apart from the server (the HTTP client replaced by the goods
 * catalogue below): the checkboxes list what getAllServiceType answers; the category picker lists the categories of
 * the ticked service types, asking which one when several are ticked.
 */
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../api";
import type { Endpoint } from "../../api/endpoint";
import type { ApplyCategory } from "../../api/worker/profile";
import { chooseOption } from "../../widgets/table/testing";

const asked: [string, unknown][] = [];

vi.mock("../../providers/http", () => ({
  call: vi.fn(async (ep: Endpoint, payload?: { serviceId?: number; pid?: string }) => {
    asked.push([ep.path.split("/v1/")[1], payload]);
    if (ep === api.goods.getAllServiceType)
      return [
        { serviceId: 1, serviceName: "安装" },
        { serviceId: 2, serviceName: "维修" },
        { serviceId: 4, serviceName: "清洗" },
      ];
    if (ep === api.goods.serviceTypeList)
      return [
        { serviceId: 1, serviceName: "安装" },
        { serviceId: 2, serviceName: "维修" },
        { serviceId: 4, serviceName: "清洗" },
      ];
    if (ep === api.goods.smartGetOneClass) return [{ id: "100", classname: "空调", level: 1 }];
    if (ep === api.goods.getCateListByType) return [{ id: "10001", name: "挂式空调", pid: "100", level: 2 }];
    if (ep === api.goods.getOneClass) return [{ id: "104", classname: "晾衣架", level: 1 }];
    return null;
  }),
}));

const { CategoriesField, ServiceTypesField } = await import("./fields");

const select = (container: HTMLElement, key: string) =>
  container.querySelector(`.service-type-picker-${key}`) as HTMLElement | null;

describe("application fields", () => {
  it("ticks the service types getAllServiceType lists", async () => {
    render(<ServiceTypesField value={[1]} />);
    expect(await screen.findByRole("checkbox", { name: "清洗" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "安装" })).toBeChecked();
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
  });

  it("with one type ticked lists its categories at once", async () => {
    asked.length = 0;
    const added: ApplyCategory[][] = [];
    const { container } = render(<CategoriesField serviceIds={[1]} onChange={(v) => added.push(v)} />);
    await chooseOption(select(container, "scopeType") as HTMLElement, "众包");
    expect(select(container, "serviceId")).toBeNull();
    await chooseOption(select(container, "categoryId") as HTMLElement, "空调");
    await chooseOption(select(container, "subCategoryId") as HTMLElement, "挂式空调");
    await act(async () => screen.getByRole("button", { name: /添加类目/ }).click());
    expect(added).toEqual([
      [{ scopeType: 1, categoryId: "100", subCategoryId: "10001", label: "众包 / 空调 / 挂式空调" }],
    ]);
    expect(asked).toEqual([
      ["smartCategory/getOneClass", { serviceId: 1 }],
      ["category/getCateListByType", { serviceId: 1, pid: "100", scopeType: 0 }],
    ]);
  });

  it("with several ticked asks which, among the ticked only", async () => {
    asked.length = 0;
    const added: ApplyCategory[][] = [];
    const { container } = render(<CategoriesField serviceIds={[1, 4]} onChange={(v) => added.push(v)} />);
    await chooseOption(select(container, "scopeType") as HTMLElement, "总包");
    await chooseOption(select(container, "serviceId") as HTMLElement, "清洗");
    expect(screen.queryByTitle("维修")).toBeNull();
    await chooseOption(select(container, "categoryId") as HTMLElement, "晾衣架");
    await act(async () => screen.getByRole("button", { name: /添加类目/ }).click());
    expect(added).toEqual([
      [{ scopeType: 2, categoryId: "104", subCategoryId: null, label: "总包 / 晾衣架" }],
    ]);
    expect(asked).toEqual([
      ["serviceType/list", { scopeType: 2 }],
      ["category/getOneClass", { serviceId: 4 }],
    ]);
  });

  it("asks for the service types first when none is ticked", () => {
    const { container } = render(<CategoriesField serviceIds={[]} />);
    expect(screen.getByText("请先选择服务类型。")).toBeTruthy();
    expect(select(container, "scopeType")?.className).toContain("ant-select-disabled");
  });
});
