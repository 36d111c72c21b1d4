/**
 * Issue 42: a btn code is written once, on the endpoint. An action takes its endpoint's code when the endpoint is one
 * declaration naming exactly one; its own `button` / `code` wins; an endpoint picked per record or naming several
 * codes gives none (the action declares its own).
 */
import { service } from "../../api/endpoint";
import { setServedCalls } from "../../providers/servedCalls";
import { buttonOf, isOffered } from "./actions";
import type { ActionDecl } from "./types";

const s = service("/x", { menu: "/x/index" });
const sole = s.post("/close", "关闭", { button: "x:close", effect: "session" });
const several = s.post("/move", "转移", { button: ["x:move", "x:transfer"], effect: "session" });
const none = s.post("/note", "记录", { effect: "session" });

const action = (more: Partial<ActionDecl>): ActionDecl => ({
  key: "a",
  label: "操作",
  placement: ["row"],
  ...more,
});
const record = { status: 1 };

describe("an action's btn code", () => {
  it("is its endpoint's sole code when the action declares none", () => {
    expect(buttonOf(action({ endpoint: sole }))).toBe("x:close");
  });

  it("is the action's own button or code where it declares one", () => {
    expect(buttonOf(action({ endpoint: sole, button: "x:view" }))).toBe("x:view");
    expect(buttonOf(action({ endpoint: sole, code: "x:shut" }))).toBe("x:shut");
    expect(buttonOf(action({ endpoint: several, button: "x:move" }))).toBe("x:move");
    expect(buttonOf(action({ button: "x:view" }))).toBe("x:view");
  });

  it("is none from an endpoint naming several codes or none, picked per record, or absent", () => {
    expect(buttonOf(action({ endpoint: several }))).toBeUndefined();
    expect(buttonOf(action({ endpoint: none }))).toBeUndefined();
    expect(buttonOf(action({ endpoint: () => sole }))).toBeUndefined();
    expect(buttonOf(action({}))).toBeUndefined();
  });

  it("gates the offer: the endpoint's sole code is required of an action that declares none", () => {
    expect(isOffered(action({ endpoint: sole }), record, [], undefined)).toBe(false);
    expect(isOffered(action({ endpoint: sole }), record, ["x:close"], undefined)).toBe(true);
    expect(isOffered(action({ endpoint: sole }), record, (code) => code === "x:close", undefined)).toBe(true);
    expect(isOffered(action({ endpoint: sole }), record, (code) => code !== "x:close", undefined)).toBe(
      false,
    );
    // Its own code replaces the endpoint's.
    expect(isOffered(action({ endpoint: sole, button: "x:view" }), record, ["x:view"], undefined)).toBe(true);
    expect(isOffered(action({ endpoint: sole, button: "x:view" }), record, ["x:close"], undefined)).toBe(
      false,
    );
    // No default from several codes or none: offered without any code.
    expect(isOffered(action({ endpoint: several }), record, [], undefined)).toBe(true);
    expect(isOffered(action({ endpoint: none }), record, [], undefined)).toBe(true);
    expect(isOffered(action({ endpoint: () => sole }), record, [], undefined)).toBe(true);
  });

  it("leaves the command to `command` / `code`: the endpoint's code is no command", () => {
    expect(isOffered(action({ endpoint: sole }), record, ["x:close"], [])).toBe(true);
    expect(isOffered(action({ endpoint: sole, command: "x:close" }), record, ["x:close"], [])).toBe(false);
    expect(isOffered(action({ endpoint: sole, command: "x:close" }), record, ["x:close"], ["x:close"])).toBe(
      true,
    );
    expect(isOffered(action({ endpoint: sole, command: "x:close" }), record, [], ["x:close"])).toBe(false);
  });
});

describe("an action whose call is a path this project chose (issue 42 §3)", () => {
  const chosen = s.post("/hangUp", "挂起", { button: "x:hang", effect: "session", chosenPath: true });
  afterEach(() => setServedCalls(null));

  it("is offered while what the gateway serves is not known", () => {
    setServedCalls(null);
    expect(isOffered(action({ endpoint: chosen }), record, ["x:hang"], undefined)).toBe(true);
  });

  it("is offered when the gateway names the call, and not when it does not", () => {
    setServedCalls(["POST /x/hangUp"]);
    expect(isOffered(action({ endpoint: chosen }), record, ["x:hang"], undefined)).toBe(true);
    setServedCalls(["POST /x/other"]);
    expect(isOffered(action({ endpoint: chosen }), record, ["x:hang"], undefined)).toBe(false);
    setServedCalls([]);
    expect(isOffered(action({ endpoint: chosen }), record, ["x:hang"], undefined)).toBe(false);
  });

  it("leaves a call whose path the spec shows alone, whatever the gateway names", () => {
    setServedCalls([]);
    expect(isOffered(action({ endpoint: sole }), record, ["x:close"], undefined)).toBe(true);
  });
});
