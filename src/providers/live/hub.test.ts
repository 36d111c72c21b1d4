import { describe, expect, it, vi } from "vitest";
import { channelFeeds, createLiveHub, eventDetails, isServerEvent } from "./hub";
import type { WireEvent } from "./types";

const event = (channel: string, type = "created"): WireEvent => ({
  key: "1",
  id: 1,
  channel,
  type,
  payload: { orderNo: "A1" },
  createdAt: 1000,
});

describe("the live hub (refine's live provider)", () => {
  it("delivers an event on its channel and on the resource channels of the lists it feeds", () => {
    const hub = createLiveHub();
    const orders = vi.fn();
    const list = vi.fn();
    const warnings = vi.fn();
    hub.provider.subscribe({ channel: "orders", types: ["*"], callback: orders });
    hub.provider.subscribe({ channel: "resources//order/index", types: ["*"], callback: list });
    hub.provider.subscribe({ channel: "resources//order/earlywarning", types: ["*"], callback: warnings });
    hub.deliver(event("orders"));
    expect(orders).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(warnings).not.toHaveBeenCalled();
    const heard = list.mock.calls[0][0];
    expect(heard.channel).toBe("resources//order/index");
    expect(heard.payload.orderNo).toBe("A1");
    expect(isServerEvent(heard)).toBe(true);
  });

  it("honours the subscribed types and unsubscribe", () => {
    const hub = createLiveHub();
    const callback = vi.fn();
    const subscription = hub.provider.subscribe({ channel: "account", types: ["permissions"], callback });
    hub.deliver(event("account", "disabled"));
    hub.deliver(event("account", "permissions"));
    expect(callback).toHaveBeenCalledTimes(1);
    hub.provider.unsubscribe(subscription);
    hub.deliver(event("account", "permissions"));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("refine's publish reaches its channel without counting as the server's", () => {
    const hub = createLiveHub();
    const callback = vi.fn();
    hub.provider.subscribe({ channel: "resources//order/index", types: ["*"], callback });
    hub.provider.publish?.({
      channel: "resources//order/index",
      type: "created",
      payload: {},
      date: new Date(),
    });
    expect(callback).toHaveBeenCalledTimes(1);
    expect(isServerEvent(callback.mock.calls[0][0])).toBe(false);
  });

  it("maps channels to the lists they feed", () => {
    expect(channelFeeds("orders", "resources//order/index")).toBe(true);
    expect(channelFeeds("alerts", "resources//order/earlywarning")).toBe(true);
    expect(channelFeeds("workOrders", "resources//aftersales/index")).toBe(true);
    expect(channelFeeds("messages", "resources//message/index")).toBe(true);
    expect(channelFeeds("messages", "resources//order/index")).toBe(false);
    expect(channelFeeds("*", "resources//bill/index")).toBe(true);
    expect(channelFeeds("orders", "orders")).toBe(false);
    expect(channelFeeds("orders", "resources//order/earlywarning")).toBe(false);
    expect(channelFeeds("orders", "resources//order/watch/detail")).toBe(true);
    expect(channelFeeds("bills", "resources//bill/index")).toBe(true);
    expect(channelFeeds("bills", "resources//order/settledlist")).toBe(true);
    expect(channelFeeds("bills", "resources//order/index")).toBe(false);
    expect(channelFeeds("workers", "resources//worker/index")).toBe(true);
    expect(channelFeeds("staff", "resources//personal/staff")).toBe(true);
    expect(channelFeeds("account", "resources//personal/staff")).toBe(false);
  });

  it("hands a list the event's ids, change and operator (none for refine's own publish)", () => {
    const hub = createLiveHub();
    const list = vi.fn();
    hub.provider.subscribe({ channel: "resources//order/index", types: ["*"], callback: list });
    const change = { status: { from: 7, to: 8 }, facts: { orderSource: 1 } };
    hub.deliver({ ...event("orders"), ids: ["A1"], change, operator: { accountId: 3, name: "李调度" } });
    expect(eventDetails(list.mock.calls[0][0])).toEqual({
      ids: ["A1"],
      change,
      operator: { accountId: 3, name: "李调度" },
    });
    expect(
      eventDetails({ channel: "x", type: "y", payload: {}, date: new Date(), meta: { ids: ["A1"] } }),
    ).toEqual({});
  });
});
