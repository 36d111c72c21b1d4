import { act, render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeldAdminStyles, holdAdminStyles } from "./HeldAdminStyles";

describe("HeldAdminStyles", () => {
  it("renders nothing until asked, then the admin components hidden, kept while the routes change", async () => {
    const { container, rerender } = render(<HeldAdminStyles key="a" />);
    expect(container).toBeEmptyDOMElement();
    act(() => holdAdminStyles(() => import("../../pages/login/AdminStyles")));
    await waitFor(() => expect(container.querySelector("[hidden] .ant-table")).not.toBeNull());
    // Asked again (another visit to /login): the same tree, not a second one.
    act(() => holdAdminStyles(() => import("../../pages/login/AdminStyles")));
    rerender(<HeldAdminStyles key="a" />);
    expect(container.querySelectorAll("[hidden] .ant-table")).toHaveLength(1);
  });
});
