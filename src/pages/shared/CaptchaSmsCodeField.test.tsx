/**
 * The captcha-guarded SMS code row, apart from the server (the HTTP client and the toast are replaced): the
 * picture shows and 换一张 loads another; 获取验证码 asks for the mobile and the captcha characters before anything
 * is sent; a send carries the captcha and starts the countdown; every attempt uses the captcha up (new picture, the
 * characters cleared); submitting the form never asks for the captcha.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, Form, Input } from "antd";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "../../api/endpoint";
import { MOBILE_PATTERN } from "../../domain/validators";

const sent: unknown[] = [];
let lines = 0;
let refuseSend = false;
const toasts: string[] = [];

vi.mock("../../providers/http", () => ({
  call: vi.fn(async (ep: Endpoint, payload: unknown) => {
    if (ep.path.endsWith("/verificationCode/line")) {
      lines += 1;
      return { captchaKey: `key-${lines}`, image: `data:image/png;base64,IMG${lines}` };
    }
    if (ep.path.endsWith("/verificationCode/sms/send")) {
      sent.push(payload);
      if (refuseSend) throw new Error("图形验证码错误或已过期");
      return null;
    }
    throw new Error(`unexpected call ${ep.path}`);
  }),
}));
vi.mock("../../providers/toast", () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastError: (text: string) => toasts.push(text),
}));

const { CaptchaSmsCodeField, CAPTCHA_MESSAGES } = await import("./CaptchaSmsCodeField");

function Harness({ onFinish }: { onFinish?: (values: unknown) => void }) {
  return (
    <Form name="register" onFinish={onFinish}>
      <Form.Item
        label="手机号"
        name="mobile"
        rules={[{ pattern: MOBILE_PATTERN, message: "手机格式不正确" }]}
      >
        <Input placeholder="请输入手机号" />
      </Form.Item>
      <CaptchaSmsCodeField label="验证码" />
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

const picture = () => screen.findByRole("img", { name: "图形验证码图片" });
const captchaInput = () => screen.getByPlaceholderText("请输入图形验证码");
const sendButton = () => screen.getByRole("button", { name: /获取验证码|重新获取|s后重新获取/ });

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  lines = 0;
  refuseSend = false;
});

describe("CaptchaSmsCodeField", () => {
  it("shows the captcha picture and 换一张 loads another", async () => {
    render(<Harness />);
    expect(await picture()).toHaveAttribute("src", "data:image/png;base64,IMG1");
    await userEvent.click(screen.getByRole("button", { name: /换一张/ }));
    await waitFor(async () => expect(await picture()).toHaveAttribute("src", "data:image/png;base64,IMG2"));
  });

  it("sends nothing without a valid mobile or without the captcha characters", async () => {
    render(<Harness />);
    await picture();
    await userEvent.type(screen.getByPlaceholderText("请输入手机号"), "12345");
    await userEvent.click(sendButton());
    expect(await screen.findByText("手机格式不正确")).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText("请输入手机号"));
    await userEvent.type(screen.getByPlaceholderText("请输入手机号"), "13912340001");
    await userEvent.click(sendButton());
    expect(await screen.findByText(CAPTCHA_MESSAGES.required)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(lines).toBe(1);
  });

  it("sends with the captcha, starts the countdown and uses the captcha up", async () => {
    render(<Harness />);
    await picture();
    await userEvent.type(screen.getByPlaceholderText("请输入手机号"), "13912340001");
    await userEvent.type(captchaInput(), " ab3K ");
    await userEvent.click(sendButton());
    await screen.findByRole("button", { name: /\d+s后重新获取/ });
    expect(sent).toEqual([{ mobile: "13912340001", captchaKey: "key-1", captchaCode: "ab3K" }]);
    expect(toasts).toEqual(["验证码已发送"]);
    await waitFor(async () => expect(await picture()).toHaveAttribute("src", "data:image/png;base64,IMG2"));
    expect(captchaInput()).toHaveValue("");
  });

  it("keeps 获取验证码 after a refused captcha, with a new picture and the characters cleared", async () => {
    refuseSend = true;
    render(<Harness />);
    await picture();
    await userEvent.type(screen.getByPlaceholderText("请输入手机号"), "13912340001");
    await userEvent.type(captchaInput(), "zzzz");
    await userEvent.click(sendButton());
    await waitFor(async () => expect(await picture()).toHaveAttribute("src", "data:image/png;base64,IMG2"));
    expect(sent).toHaveLength(1);
    expect(captchaInput()).toHaveValue("");
    expect(sendButton()).toHaveTextContent(/获取验证码/);
    expect(sendButton()).toBeEnabled();
    expect(toasts).toEqual([]);
  });

  it("does not ask for the captcha when the form is submitted", async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    await picture();
    await userEvent.type(screen.getByPlaceholderText("请输入手机号"), "13912340001");
    await userEvent.type(screen.getByPlaceholderText("请输入验证码"), "123456");
    fireEvent.submit(screen.getByRole("button", { name: /提\s?交/ }).closest("form")!);
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(screen.queryByText(CAPTCHA_MESSAGES.required)).toBeNull();
  });
});
