// @vitest-environment node
/**
 * The push channel and the read state per account (issue 43, audit N2): a colleague's 标为已读 and 清空消息 reach that
 * colleague's own consoles only, so no other console re-reads its bell for nothing; a new message reaches every
 * account of the provider.
 */
import { api } from "../../src/api";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { PLATFORM_CHANNELS } from "../messages/seed/messages";
import { createTestStandIn, type TestStandIn } from "../testing";
import { emitLiveEvent } from "./events";
import { isEvent, openTestStream, type Frame } from "./sseTesting";
import { sendPlatformMessage } from "./writes";

const DEMO = SEED_PROVIDERS.demo.id;

const marker = (s: TestStandIn) =>
  emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "marker" });
const isMarker = (frame: Frame) => frame.data?.includes('"marker"') ?? false;
const typesOf = (frames: Frame[]) =>
  frames.filter(isEvent).map((f) => `${f.event}:${(JSON.parse(f.data ?? "{}") as { type: string }).type}`);

it("sends a colleague's read and clear events to that colleague's consoles only, a new message to everyone", async () => {
  const s = createTestStandIn({ live: { pollMs: 10, heartbeatMs: 40 } });
  const [demoToken, limitedToken] = [await s.login("demo"), await s.login("limited")];
  const owner = await openTestStream(s, demoToken);
  const colleague = await openTestStream(s, limitedToken);
  // A second console of the colleague (another tab, another login) hears its own account's events too.
  const colleagueAgain = await openTestStream(s, await s.login("limited"));

  const unread = await s.call(
    api.message.queryMsgRecordPage,
    { platform: "provider", isRead: 0, size: 2 },
    { token: limitedToken },
  );
  const ids = unread.body.data.records.map((r) => r.id);
  expect((await s.call(api.message.readMsg, { ids }, { token: limitedToken })).body.code).toBe(1);
  const clear = { channel: PLATFORM_CHANNELS.provider, uid: DEMO };
  expect((await s.call(api.basicPublic.msgClear, clear, { token: limitedToken })).body.code).toBe(1);
  sendPlatformMessage(s.db, DEMO, s.now());
  marker(s);

  expect(typesOf(await owner.sse.collect(isMarker))).toEqual(["messages:created", "orders:marker"]);
  const own = ["messages:read", "messages:cleared", "messages:created", "orders:marker"];
  expect(typesOf(await colleague.sse.collect(isMarker))).toEqual(own);
  expect(typesOf(await colleagueAgain.sse.collect(isMarker))).toEqual(own);
  await Promise.all([owner.sse.close(), colleague.sse.close(), colleagueAgain.sse.close()]);
});
