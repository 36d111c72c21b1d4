import { baseURL, newPage, url } from "./harness";

describe("smoke", () => {
  it("serves the console and refuses an unsigned call to an unknown API path (403, before routing)", async () => {
    const api = await fetch(url("/api/unknown"));
    expect(api.status).toBe(403);
    expect(((await api.json()) as { msg: string }).msg).toBe("缺少签名信息");

    const page = await newPage();
    const response = await page.goto(baseURL);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toContain("服务商工作台");
  });
});
