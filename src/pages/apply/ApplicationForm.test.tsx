/**
 * The application's first step through refine (fake data provider caller): its fields are the engine's FormFields
 * over the step's declarations, 下一步 checks them with the spec's messages, typed codes are made canonical and the
 * draft keeps what is typed.
 */
import { Refine } from "@refinedev/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { describe, expect, it, vi } from "vitest";
import { createDataProvider } from "../../providers/dataProvider";

// The region and service-type widgets read their lists through the HTTP client: none here.
vi.mock("../../providers/http", () => ({ call: vi.fn(async () => []) }));

const { ApplicationForm } = await import("./ApplicationForm");
const { loadDraft } = await import("./applyDraft");

function renderForm() {
  const dataProvider = createDataProvider(async () => null);
  return render(
    <AntdApp>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <ApplicationForm providerId="p-test" resubmit={false} onSubmitted={() => undefined} />
      </Refine>
    </AntdApp>,
  );
}

describe("ApplicationForm", { timeout: 60_000 }, () => {
  it("checks the first step's fields before 下一步, normalizes codes and keeps a draft", async () => {
    window.localStorage.clear();
    renderForm();
    await act(async () => screen.getByRole("button", { name: /下一步/ }).click());
    expect(await screen.findByText("请输入公司名称")).toBeInTheDocument();
    expect(screen.getByText("请输入统一社会信用代码")).toBeInTheDocument();
    expect(screen.getByText("请选择公司所在地区")).toBeInTheDocument();

    const user = userEvent.setup();
    const code = screen.getByPlaceholderText<HTMLInputElement>("18位统一社会信用代码");
    await user.type(code, "91 44abc");
    expect(code.value).toBe("9144ABC");
    expect(await screen.findByText("统一社会信用代码格式不正确")).toBeInTheDocument();
    expect(loadDraft("p-test")?.values.creditCode).toBe("9144ABC");
    // Still on the first step: the second step's fields are hidden.
    expect(screen.getByText("营业执照").closest("div[style*='display: none']")).not.toBeNull();
  });
});
