import { describe, expect, it } from "vitest";
import { matchRecordAddress, recordAddress, recordViewPath, recordViews } from "./recordRoutes";

const orders = {
  name: "orders",
  identifier: "/order/index",
  list: "/order/index",
  show: "/order/watch/detail/:id",
  meta: { recordKeys: { show: "orderNo" } },
};
const workers = {
  name: "workers",
  identifier: "/worker/index",
  show: "/worker/watch/archives/:id",
  edit: "/worker/edit/worker/:id",
  meta: { recordKeys: { show: "workerId", edit: "workerId" } },
};
// A route in refine's form without a key of its own, and one in another form: neither is a record view here.
const keyless = { name: "bills", show: "/bill/detail/:id", meta: {} };
const other = { name: "x", show: "/x/:no", edit: 7, meta: { recordKeys: "show" } };
const otherForm = { name: "y", show: "/y/:no", meta: { recordKeys: { show: "no" } } };
const noKeys = { name: "z", show: "/z/:id", meta: { recordKeys: null } };
const noMeta = { name: "w", show: "/w/:id" };
const resources = [orders, workers, keyless, other, otherForm, noKeys, noMeta];

describe("record views", () => {
  it("reads a record view's path from refine's form only", () => {
    expect(recordViewPath("/order/watch/detail/:id")).toBe("/order/watch/detail");
    expect(recordViewPath("/x/:no")).toBeNull();
    expect(recordViewPath("/:id")).toBeNull();
    expect(recordViewPath("/a/:id/b")).toBeNull();
    expect(recordViewPath("a/b/:id")).toBeNull();
    expect(recordViewPath(undefined)).toBeNull();
  });

  it("lists each resource's show and edit that name their query parameter", () => {
    expect(
      recordViews(resources).map(({ resource, action, path, key }) => [resource.name, action, path, key]),
    ).toEqual([
      ["orders", "show", "/order/watch/detail", "orderNo"],
      ["workers", "show", "/worker/watch/archives", "workerId"],
      ["workers", "edit", "/worker/edit/worker", "workerId"],
    ]);
  });

  it("matches the spec's address of a record view, with or without its id, a trailing slash ignored", () => {
    expect(matchRecordAddress("/worker/edit/worker//", "?workerId=W1&x=1", resources)).toMatchObject({
      resource: workers,
      action: "edit",
      id: "W1",
    });
    const withoutId = matchRecordAddress("/order/watch/detail", "?other=1", resources);
    expect(withoutId).toMatchObject({ resource: orders, action: "show" });
    expect(withoutId).not.toHaveProperty("id");
    expect(matchRecordAddress("/order/watch/detail", "?orderNo=", resources)).not.toHaveProperty("id");
    expect(matchRecordAddress("/order/index", "?orderNo=O1", resources)).toBeNull();
    expect(matchRecordAddress("/", "", resources)).toBeNull();
  });

  it("writes a path refine composed for a record view as the spec's address", () => {
    expect(recordAddress("/order/watch/detail/O%201", resources)).toEqual({
      path: "/order/watch/detail",
      query: { orderNo: "O%201" },
    });
    expect(recordAddress("/worker/edit/worker/W1", resources)).toEqual({
      path: "/worker/edit/worker",
      query: { workerId: "W1" },
    });
    expect(recordAddress("/order/watch/detail/", resources)).toBeNull();
    expect(recordAddress("/order/watch/detail/a/b", resources)).toBeNull();
    expect(recordAddress("/order/watch/details/O1", resources)).toBeNull();
    expect(recordAddress("/order/index", resources)).toBeNull();
  });
});
