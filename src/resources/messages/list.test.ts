import { readMsg } from "../../api/message";
import { msgClear } from "../../api/basicPublic";
import type { MessageRecord } from "../../api/message";
import { MESSAGES_QUERY_KEY } from "../../queries/messages";
import { buttonOf, isOffered } from "../engine";
import { messageList, READ_STATE, readAction, typeOptions, viewAction } from "./list";

const message = (isRead: 0 | 1): MessageRecord => ({
  id: "m1",
  msgContent: "订单已改约",
  gmtCreatedTime: "2026-11-01 10:00:00",
  isRead,
  msgTypeName: "改约通知",
});

const rowActions = (record: MessageRecord, buttons: readonly string[]) =>
  (messageList.actions ?? []).filter((a) => isOffered(a, record, buttons, undefined)).map((a) => a.label);

describe("我的消息 declaration", () => {
  it("lists over queryMsgRecordPage with the page's filters, texts and columns", () => {
    expect(messageList.filters?.map((f) => [f.field, f.label, f.placeholder])).toEqual([
      ["msgType", "消息类型", "消息类型"],
      ["isRead", "阅读状态", "全部状态"],
      ["keyword", "消息内容", "搜索消息内容"],
    ]);
    expect(messageList.columns.map((c) => c.title)).toEqual(["状态", "消息类型", "消息内容", "时间"]);
    expect(messageList.columns.find((c) => c.field === "msgContent")?.ellipsis).toBe(true);
    expect(READ_STATE.map((s) => [s.value, s.label])).toEqual([
      [0, "未读"],
      [1, "已读"],
    ]);
    expect(messageList.rowKey(message(0))).toBe("m1");
  });

  it("offers the type filter every group (all its types) followed by its types", () => {
    const tree = [
      {
        value: "ORDER",
        label: "订单消息",
        children: [
          { value: "ORDER_NEW", label: "新订单" },
          { value: "ORDER_RESCHEDULE", label: "改约通知" },
        ],
      },
      { value: "SYSTEM", label: "系统通知", children: [{ value: "SYSTEM_NOTICE", label: "平台公告" }] },
    ];
    expect(typeOptions(tree).map((o) => o.label)).toEqual([
      "订单消息",
      "新订单",
      "改约通知",
      "系统通知",
      "平台公告",
    ]);
    expect(typeOptions(undefined)).toEqual([]);
  });

  it("offers 查看 to everyone and 标为已读 on an unread message with message:read only", () => {
    expect(rowActions(message(0), ["message:read"])).toEqual(["查看", "标为已读"]);
    expect(rowActions(message(1), ["message:read"])).toEqual(["查看"]);
    expect(rowActions(message(0), [])).toEqual(["查看"]);
    expect(viewAction.button).toBeUndefined();
  });

  it("marks read through readMsg, gated by the code its call names, and refreshes the bell's queries", () => {
    expect(readAction.endpoint).toBe(readMsg);
    expect(readMsg.permission.button).toEqual(["message:read"]);
    expect(buttonOf(readAction)).toBe("message:read");
    expect(msgClear.permission.button).toEqual(["message:clear"]);
    expect(readAction.payload?.({ record: message(0) }, {})).toMatchObject({ ids: ["m1"] });
    expect(readAction.refresh).toEqual([MESSAGES_QUERY_KEY]);
  });
});
