/**
 * The personal centre's form screens through the engine's FormView, apart from the server (the HTTP client replaced):
 * the spec's messages for missing and wrong values, the profile form started from the profile the server answers,
 * and the requests the saves send.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "../../api/endpoint";
import { RefineScope } from "../../test/RefineScope";
import { FormView } from "../engine/FormView";

const sent: [string, unknown][] = [];

vi.mock("../../providers/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("../../providers/http", () => ({
  call: vi.fn(async (ep: Endpoint, payload?: unknown) => {
    const name = ep.path.split("/").pop() ?? "";
    sent.push([name, payload]);
    if (name === "getProviderProfileByToken") return { contactName: "李明", detailAddress: "科技园路1号" };
    return null;
  }),
}));

const { identityForm, profileForm } = await import("./forms");
const { toastSuccess } = await import("../../providers/toast");

function show(node: React.ReactNode) {
  return render(
    <MemoryRouter>
      <RefineScope>{node}</RefineScope>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sent.length = 0;
});

describe("personal forms", { timeout: 60_000 }, () => {
  it("实名认证 asks for every field with the spec's messages and checks the name and the ID number", async () => {
    show(<FormView screen={identityForm} />);
    await userEvent.click(await screen.findByRole("button", { name: "提交认证" }));
    for (const text of ["请输入真实姓名", "请输入身份证号", "请上传身份证人像面", "请上传身份证国徽面"]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText("真实姓名"), "王1");
    await userEvent.type(screen.getByLabelText("身份证号"), "110105194912310021");
    await userEvent.click(screen.getByRole("button", { name: "提交认证" }));
    expect(await screen.findByText("姓名须为2-20个汉字")).toBeInTheDocument();
    expect(await screen.findByText("身份证号校验位不正确")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("实名认证 sends the ID number upper-cased and the photos' stored paths", () => {
    const photo = (filePath: string) => [
      { filePath, fileType: "image", url: `/f/${filePath}`, name: filePath },
    ];
    const body = identityForm.save.payload(
      {
        realName: "王小明",
        idCardNo: "11010519491231002x",
        idCardFront: photo("a.png"),
        idCardBack: photo("b.png"),
      },
      undefined,
      new URLSearchParams(),
    );
    expect(body).toEqual({
      realName: "王小明",
      idCardNo: "11010519491231002X",
      idCardFront: "a.png",
      idCardBack: "b.png",
    });
  });

  it("修改基本信息 starts from the server's profile, checks the contact and saves without a new avatar", async () => {
    const onSaved = vi.fn();
    show(<FormView screen={profileForm} onSaved={onSaved} />);
    const contact = await screen.findByLabelText("联系人");
    await waitFor(() => expect(contact).toHaveValue("李明"));
    await userEvent.clear(contact);
    await userEvent.type(contact, "王");
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    expect(await screen.findByText("联系人须为2-20个字符")).toBeInTheDocument();
    await userEvent.type(contact, "芳 ");
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.find(([name]) => name === "baseProfile")?.[1]).toEqual({
      providerAvatar: undefined,
      contactName: "王芳",
      detailAddress: "科技园路1号",
    });
    expect(toastSuccess).toHaveBeenCalledWith("基本信息已保存");
  });
});
