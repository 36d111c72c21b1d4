// @vitest-environment node
import zhCN from "antd/es/locale/zh_CN";
import enUS from "antd/es/locale/en_US";
import { merge as rcMerge } from "rc-util/es/utils/set";
import { describe, expect, it } from "vitest";
import { merge } from "./deepMerge";

/** Both merges on the same sources: the same result, and no source changed. */
function expectSameAsRcUtil(...sources: object[]) {
  const before = structuredClone(sources);
  const ours = merge(...sources);
  expect(ours).toStrictEqual(rcMerge(...sources));
  expect(sources).toStrictEqual(before);
  return ours;
}

describe("deepMerge (rc-util's merge with less copying)", () => {
  it("merges antd's validate messages as ConfigProvider does", () => {
    const messages = expectSameAsRcUtil(
      enUS.Form?.defaultValidateMessages ?? {},
      zhCN.Form?.defaultValidateMessages ?? {},
      {},
      { required: "请填写${label}", types: { email: "邮箱格式不对" } },
    ) as Record<string, unknown>;
    expect(messages.required).toBe("请填写${label}");
    expect((messages.types as Record<string, string>).email).toBe("邮箱格式不对");
    expect((messages.types as Record<string, string>).url).toBe(
      (zhCN.Form?.defaultValidateMessages.types as Record<string, string>).url,
    );
  });

  it("merges nested objects key by key, later sources winning, undefined included", () => {
    expectSameAsRcUtil(
      { a: 1, b: { c: 2, d: [1, { e: 3 }] }, f: "x" },
      { b: { c: undefined, g: { h: 4 } }, f: { now: "object" } },
      { b: { g: { h: 5, i: null } }, f: "string again" },
    );
  });

  it("replaces arrays, merging their items into a new array", () => {
    const inner = { deep: true };
    const result = expectSameAsRcUtil({ list: [1, 2, 3], keep: 1 }, { list: [inner, [4]] }) as {
      list: unknown[];
    };
    expect(result.list).toHaveLength(2);
    expect(result.list[0]).not.toBe(inner);
    expectSameAsRcUtil([1, 2], { a: 1 });
    expectSameAsRcUtil({ a: 1 }, [3]);
  });

  it("takes other objects as they are, and copies one a later source merges into", () => {
    const date = new Date(0);
    class Box {
      value = 1;
    }
    const box = new Box();
    const once = merge({ at: date, box, fn: Math.max });
    expect(once).toStrictEqual(rcMerge({ at: date, box, fn: Math.max }));
    expect((once as { at: Date }).at).toBe(date);
    expect((once as { box: Box }).box).toBe(box);
    const merged = merge({ box }, { box: { other: 2 } });
    expect(merged).toStrictEqual(rcMerge({ box }, { box: { other: 2 } }));
    expect(box).toStrictEqual(Object.assign(new Box(), { value: 1 }));
  });

  it("merges symbol keys and skips a cycle as rc-util does", () => {
    const key = Symbol("k");
    const symbolSources = [{ [key]: { a: 1 } }, { [key]: { b: 2 } }];
    expect(merge(...symbolSources)).toStrictEqual(rcMerge(...symbolSources));
    expect(merge(...symbolSources)).toStrictEqual({ [key]: { a: 1, b: 2 } });
    const cyclic: Record<string, unknown> = { name: "root" };
    cyclic.self = cyclic;
    expect(merge(cyclic, { extra: 1 })).toStrictEqual(rcMerge(cyclic, { extra: 1 }));
  });

  it("gives a fresh result for no source, one source and a leaf source", () => {
    expect(merge()).toStrictEqual(rcMerge());
    const only = { a: { b: 1 } };
    const copy = merge(only);
    expect(copy).toStrictEqual(only);
    expect(copy).not.toBe(only);
    expect((copy as typeof only).a).not.toBe(only.a);
    expect(merge({ a: 1 }, undefined as unknown as object, { b: 2 })).toStrictEqual(
      rcMerge({ a: 1 }, undefined as unknown as object, { b: 2 }),
    );
  });
});
