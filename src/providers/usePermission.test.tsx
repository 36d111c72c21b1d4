import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { canAccessPath, hasButton } from "./accessControlProvider";
import { clearAuth, setAccessGroup } from "./session";
import { permissionOf, useMayDo, usePermission } from "./usePermission";

afterEach(() => {
  act(() => clearAuth());
});

function Probe({ code, path }: { code: string; path: string }) {
  const { mayOpen, mayDo } = usePermission();
  return (
    <span>
      {mayOpen(path) ? "open" : "closed"}/{mayDo(code) ? "do" : "not"}
    </span>
  );
}

describe("usePermission", () => {
  it("answers from the stored accessGroup", () => {
    setAccessGroup({ menu: ["/order/index"], btn: ["order:export"] });
    const { result } = renderHook(() => usePermission());
    expect(result.current.mayOpen("/order/index")).toBe(true);
    expect(result.current.mayOpen("/order")).toBe(true);
    expect(result.current.mayOpen("/worker/index")).toBe(false);
    expect(result.current.mayDo("order:export")).toBe(true);
    expect(result.current.mayDo("order:delete")).toBe(false);
  });

  it("re-renders with the new answer when the accessGroup changes (no new login)", () => {
    setAccessGroup({ menu: [], btn: [] });
    render(<Probe path="/message/index" code="message:read" />);
    expect(screen.getByText("closed/not")).toBeTruthy();
    act(() => setAccessGroup({ menu: ["/message/index"], btn: ["message:read"] }));
    expect(screen.getByText("open/do")).toBeTruthy();
    act(() => setAccessGroup({ menu: ["/message/index"], btn: [] }));
    expect(screen.getByText("open/not")).toBeTruthy();
    act(() => clearAuth());
    expect(screen.getByText("closed/not")).toBeTruthy();
  });

  it("keeps the same answer object while the accessGroup is unchanged", () => {
    setAccessGroup({ menu: ["/a"], btn: ["x"] });
    const { result, rerender } = renderHook(() => usePermission());
    const first = result.current;
    act(() => setAccessGroup({ menu: ["/a"], btn: ["x"] }));
    rerender();
    expect(result.current).toBe(first);
    act(() => setAccessGroup({ menu: ["/a"], btn: ["y"] }));
    expect(result.current).not.toBe(first);
  });
});

describe("useMayDo", () => {
  it("follows the btn list", () => {
    setAccessGroup({ menu: [], btn: ["message:clear"] });
    const { result } = renderHook(() => useMayDo("message:clear"));
    expect(result.current).toBe(true);
    act(() => setAccessGroup({ menu: [], btn: [] }));
    expect(result.current).toBe(false);
  });
});

describe("permissionOf", () => {
  it("is the provider's rule: canAccessPath for paths, hasButton for codes", () => {
    const group = { menu: ["/order/index", "/order/detail/:orderNo"], btn: ["order:export"] };
    const permission = permissionOf(group);
    for (const path of ["/order/index", "/order", "/order/detail/A1", "/bill", "/", "/order/index/x"]) {
      expect(permission.mayOpen(path)).toBe(canAccessPath(path, group));
    }
    for (const code of ["order:export", "order", "order:delete"]) {
      expect(permission.mayDo(code)).toBe(hasButton(code, group));
    }
  });
});
