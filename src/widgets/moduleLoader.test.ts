import { act, render, renderHook, screen } from "@testing-library/react";
import { App } from "antd";
import { createElement, Suspense, type ComponentType, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { loadedOnUse, moduleLoader, preloadOf, useLoadThen } from "./moduleLoader";

describe("moduleLoader", () => {
  it("imports once, answers the module once it is here, and imports again after a failure", async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ name: "dialog" });
    const loader = moduleLoader(importer);
    expect(loader.loaded()).toBeUndefined();
    await expect(loader.load()).rejects.toThrow("offline");
    expect(loader.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toEqual({ name: "dialog" });
    expect(second).toBe(first);
    expect(loader.loaded()).toBe(first);
    await loader.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("preloads without an unhandled failure", async () => {
    const importer = vi.fn<() => Promise<object>>().mockRejectedValue(new Error("offline"));
    const preload = preloadOf(moduleLoader(importer));
    expect(preload()).toBeUndefined();
    await Promise.resolve();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

describe("useLoadThen", () => {
  const inApp = ({ children }: { children: ReactNode }) => createElement(App, null, children);

  it("opens at once when nothing is to load, after the load otherwise, and says in Chinese when it fails", async () => {
    const { result } = renderHook(() => useLoadThen(), { wrapper: inApp });
    const open = vi.fn();
    result.current(undefined, open);
    expect(open).toHaveBeenCalledTimes(1);

    let arrive = () => {};
    const load = () => new Promise<void>((resolve) => (arrive = resolve));
    act(() => result.current(load, open));
    expect(open).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(open).toHaveBeenCalledTimes(2);

    act(() => result.current(() => Promise.reject(new Error("offline")), open));
    expect(await screen.findByText("页面资源加载失败，请检查网络后重试")).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(2);
  });
});

describe("loadedOnUse", () => {
  it("renders a component not yet loaded once its code is here, and loads it once", async () => {
    const Greeting: ComponentType<{ name: string }> = ({ name }) => createElement("p", null, `你好，${name}`);
    const importer = vi.fn(() => Promise.resolve(Greeting));
    const Loaded = loadedOnUse(importer);
    render(createElement(Suspense, { fallback: null }, createElement(Loaded, { name: "甲" })));
    expect(await screen.findByText("你好，甲")).toBeInTheDocument();
    await Loaded.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
