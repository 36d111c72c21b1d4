import type { Locator, Page } from "playwright-core";
import { samplePng } from "../mocks/files/seed/sampleFiles";
import path from "node:path";
import { login, newPage, RESULTS_DIR, screenshot, toast, toastsShown } from "./harness";

const MB = 1024 * 1024;
const PNG = samplePng(60, 80, [200, 40, 40], [40, 40, 200]);

async function openGallery(): Promise<Page> {
  const page = await newPage({ acceptDownloads: true });
  await login(page, "demo");
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto("/dev/widgets#upload");
  await page.getByTestId("gallery-upload").waitFor();
  return page;
}

const state = (page: Page, id: string): Locator => page.getByTestId(`upload-state-${id}`);
const input = (area: Locator): Locator => area.locator('input[type="file"]');

/** Pastes a file into the upload area as a browser would (a ClipboardEvent carrying a File). */
async function paste(area: Locator, file: { name: string; type: string; bytes: number[] }): Promise<void> {
  await area.getByTestId("upload").focus();
  await area.getByTestId("upload").evaluate((element, f) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, file);
}

/** Waits until every image in `box` has loaded with a real size. */
async function imageLoaded(box: Locator): Promise<boolean> {
  return box
    .locator("img")
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

describe("upload widget (gallery)", () => {
  it("refuses a wrong type, a too-large file and too many files with the §8 messages", async () => {
    const page = await openGallery();

    await input(state(page, "default")).setInputFiles({
      name: "合同.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await toast(page, "上传图片格式错误").waitFor();

    await input(state(page, "size1")).setInputFiles({
      name: "big.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(MB + 1),
    });
    await toast(page, "文件大小不能超过 1MB!").waitFor();

    await input(state(page, "limit2")).setInputFiles(
      ["a.png", "b.png", "c.png"].map((name) => ({ name, mimeType: "image/png", buffer: PNG })),
    );
    await toast(page, "一次最多只能上传2个文件").waitFor();
    // A new error toast replaced the earlier ones.
    expect(await toastsShown(page).count()).toBe(1);

    await input(state(page, "media")).setInputFiles({ name: "a.png", mimeType: "image/png", buffer: PNG });
    await toast(page, "上传文件格式错误").waitFor();

    for (const id of ["default", "size1", "limit2", "media"]) {
      expect(await state(page, id).getByTestId("upload-file").count()).toBe(0);
    }
  });

  it("uploads a good image, shows its preview, opens the viewer, downloads it and deletes it", async () => {
    const page = await openGallery();
    const area = state(page, "default");
    await input(area).setInputFiles({ name: "门头照.png", mimeType: "image/png", buffer: PNG });
    const box = area.getByTestId("upload-file");
    await box.waitFor();
    expect(await box.getAttribute("data-name")).toBe("门头照.png");
    await expect.poll(() => imageLoaded(box)).toBe(true);
    expect(await area.getByTestId("upload-value").textContent()).toContain("已上传 1 个");
    const src = await box.locator("img").getAttribute("src");
    expect(src).toMatch(/^\/api\/.+filePath=/);
    await screenshot(page, "widgets-upload-uploaded");

    await box.getByRole("button", { name: "预览" }).click();
    const viewer = page.locator(".ant-image-preview-img");
    await viewer.waitFor();
    expect(await viewer.getAttribute("src")).toBe(src);
    await screenshot(page, "widgets-upload-viewer");
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      box.getByRole("button", { name: "下载" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("门头照.png");

    await box.getByRole("button", { name: "删除" }).click();
    await box.waitFor({ state: "detached" });
    expect(await area.getByTestId("upload-value").textContent()).toContain("已上传 0 个");
  });

  it("takes a pasted image and refuses a pasted non-image", async () => {
    const page = await openGallery();
    const area = state(page, "default");
    await paste(area, { name: "note.txt", type: "text/plain", bytes: [104, 105] });
    await toast(page, "上传图片格式错误").waitFor();
    expect(await area.getByTestId("upload-file").count()).toBe(0);

    await paste(area, { name: "image.png", type: "image/png", bytes: [...PNG] });
    const box = area.getByTestId("upload-file");
    await box.waitFor();
    await expect.poll(() => imageLoaded(box)).toBe(true);
    expect(await area.getByTestId("upload-value").textContent()).toContain("已上传 1 个");
  });

  it("watermarks platform-goods images before upload", async () => {
    const page = await openGallery();
    const area = state(page, "watermark");
    const big = samplePng(400, 300, [250, 250, 250], [230, 230, 230]);
    await input(area).setInputFiles({ name: "goods.png", mimeType: "image/png", buffer: big });
    const box = area.getByTestId("upload-file");
    await box.waitFor();
    const src = (await box.locator("img").getAttribute("src")) ?? "";
    expect(src).toContain("filePath=r%2F");
    // The stored image is the same size but not the same pixels: the watermark was drawn into it.
    const stored = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let changed = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 200) changed++;
      return { width: bitmap.width, height: bitmap.height, changed };
    }, src);
    expect(stored).toMatchObject({ width: 400, height: 300 });
    // The original is all light (>= 230): dark pixels come only from the outlined watermark text.
    expect(stored.changed).toBeGreaterThan(100);
    await box.getByRole("button", { name: "预览" }).click();
    await page.locator(".ant-image-preview-img").waitFor();
    await screenshot(page, "widgets-upload-watermark");
  });

  it("shows initial files, the bad initial value and the disabled state", async () => {
    const page = await openGallery();
    const initial = state(page, "initial").getByTestId("upload-file");
    await expect.poll(() => initial.count()).toBe(2);
    await expect.poll(() => imageLoaded(initial.first())).toBe(true);

    const bad = state(page, "bad-initial");
    expect(await bad.getByRole("alert").textContent()).toBe("初始化失败 类型错误");
    expect(await input(bad).isDisabled()).toBe(true);

    const disabled = state(page, "disabled");
    expect(await disabled.getByTestId("upload-file").count()).toBe(2);
    expect(await disabled.getByRole("button", { name: "删除" }).count()).toBe(0);
    expect(await input(disabled).isDisabled()).toBe(true);
    await page
      .getByTestId("gallery-upload")
      .screenshot({ path: path.join(RESULTS_DIR, "widgets-upload-states.png") });
  });
});

describe("media gallery (gallery)", () => {
  it("opens images in the viewer, plays video and audio, opens the PDF and downloads the .doc", async () => {
    const page = await openGallery();
    const gallery = page.getByTestId("gallery-media").getByTestId("media-gallery");
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole("button", { name: /安装现场1/ }).click();
    const viewer = page.locator(".ant-image-preview-img");
    await viewer.waitFor();
    await expect.poll(() => viewer.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });

    await gallery.getByRole("button", { name: /上门视频/ }).click();
    const video = page.getByTestId("media-video");
    await video.waitFor();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await screenshot(page, "widgets-media-video");
    await page.keyboard.press("Escape");
    await video.waitFor({ state: "detached" });

    await gallery.getByRole("button", { name: /客户录音/ }).click();
    const audio = page.getByTestId("media-audio");
    await audio.waitFor();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((a: HTMLAudioElement) => Math.round(a.duration * 10))).toBe(15);
    await page.locator(".ant-modal-close").click();
    await audio.waitFor({ state: "detached" });

    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      gallery.getByRole("button", { name: /服务合同/ }).click(),
    ]);
    await tab.waitForLoadState("domcontentloaded").catch(() => undefined);
    expect(tab.url()).toContain("filePath=r%2Fsamples%2Fservice-contract.pdf");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      gallery.getByRole("button", { name: /验收单/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("验收单.doc");
  });
});
