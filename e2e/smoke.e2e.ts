import { baseURL, newPage, url } from "./harness";

describe("smoke", () => {
  it("serves the console and answers 404 for an unknown API path", async () => {
    const api = await fetch(url("/api/unknown"));
    expect(api.status).toBe(404);

    const page = await newPage();
    const response = await page.goto(baseURL);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toContain("服务商工作台");
  });
});
