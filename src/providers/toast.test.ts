import { waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeToasts, toastError, toastSuccess } from "./toast";
import { toastTexts } from "../test/toasts";

const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
beforeAll(() => Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false));
afterAll(() => Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment));

describe("toasts (antd message under React 19)", () => {
  it("renders an error toast; a new one replaces it", async () => {
    toastError("拒绝访问");
    await waitFor(() => expect(toastTexts("error")).toEqual(["拒绝访问"]));
    toastError("服务器端出错");
    await waitFor(() => expect(toastTexts("error")).toEqual(["服务器端出错"]));
  });

  it("success toasts do not close the error toast", async () => {
    toastError("服务异常");
    toastSuccess("复制成功");
    await waitFor(() => expect(toastTexts("success")).toEqual(["复制成功"]));
    expect(toastTexts("error")).toEqual(["服务异常"]);
  });

  it("closeToasts closes them all", async () => {
    toastError("x");
    await waitFor(() => expect(toastTexts("error")).toEqual(["x"]));
    closeToasts();
    await waitFor(() => expect([...toastTexts("error"), ...toastTexts("success")]).toEqual([]));
  });
});
