/**
 * The live-cost bench's soak (BENCH_SOAK_MINUTES): a console as a provider's browser holds it, a new order a second
 * for hours, the heap after a forced GC each minute. Chromium runs over its DevTools pipe with only the commands
 * below (scripts/cdpPipe.ts): Playwright enables the Network domain on its pages, and the inspector then keeps a
 * record of every XHR (about 0.46 KB each, 800 records after 800 events in a heap snapshot diff), which no browser
 * without DevTools open keeps. The same pages as the memory case: the eight lists, 60 order details, the lists
 * again, then /order/index while the orders arrive.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchOverPipe, type CdpPage } from "./cdpPipe";
import { DEMO_PASSWORD } from "./lib.mjs";

export interface SoakMinute {
  minute: number;
  heapMb: number;
  nodes: number;
  /**
   * At the first minute and the last: the heap snapshot's self sizes (MB) of compiled code (V8's bytecode and
   * optimised code, which grows while hot functions are compiled) and of everything else (the console's objects,
   * strings, closures, the DOM's wrappers).
   */
  snapshot?: { codeMb: number; restMb: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `expression` until it is truthy (30 s at most). */
async function until(page: CdpPage, expression: string, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate<boolean>(`Boolean(${expression})`))) {
    if (Date.now() > deadline) throw new Error(`soak: ${what} did not happen in 30 s`);
    await sleep(100);
  }
}

/** Types into a React-controlled input as a user does (the native setter, then an input event). */
const typeInto = (placeholder: string, value: string) => `(() => {
  const input = document.querySelector('input[placeholder="${placeholder}"]');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, ${JSON.stringify(value)});
  input.dispatchEvent(new Event("input", { bubbles: true }));
  return true;
})()`;

async function login(page: CdpPage): Promise<void> {
  await until(page, `document.querySelector('input[placeholder="请输入用户名"]')`, "the login form");
  await page.evaluate(typeInto("请输入用户名", "demo"));
  await page.evaluate(typeInto("请输入密码", DEMO_PASSWORD));
  await page.evaluate(
    `[...document.querySelectorAll("button")].find((b) => /登\\s?录/.test(b.textContent)).click()`,
  );
  await until(page, `location.pathname !== "/login"`, "the login");
}

/** Goes to `url` inside the app as a link does (kept tabs stay mounted) and waits until its page is usable. */
async function go(page: CdpPage, url: string): Promise<void> {
  await page.evaluate(`(() => {
    const idx = (history.state?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, "", ${JSON.stringify(url)});
    dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
  })()`);
  const page$ = `document.querySelector('.keep-alive-page[data-tab=${JSON.stringify(url)}]:not([inert])')`;
  await until(
    page,
    `${page$}?.querySelector(".ant-table-row, .ant-empty, .ant-result, .engine-section-track")`,
    `${url} usable`,
  );
  await sleep(500);
}

async function heap(page: CdpPage): Promise<Omit<SoakMinute, "minute">> {
  for (let i = 0; i < 3; i++) await page.send("HeapProfiler.collectGarbage");
  const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>(
    "Performance.getMetrics",
  );
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { heapMb: metric("JSHeapUsedSize") / 1024 / 1024, nodes: metric("Nodes") };
}

/** A heap snapshot of the page, summed by kind: compiled code, and the rest. */
async function heapByKind(page: CdpPage): Promise<{ codeMb: number; restMb: number }> {
  const chunks: string[] = [];
  const off = page.on("HeapProfiler.addHeapSnapshotChunk", (params) => chunks.push(String(params.chunk)));
  try {
    await page.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  } finally {
    off();
  }
  const { snapshot, nodes } = JSON.parse(chunks.join("")) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.meta.node_fields;
  const [types] = snapshot.meta.node_types;
  const typeAt = fields.indexOf("type");
  const sizeAt = fields.indexOf("self_size");
  let code = 0;
  let rest = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    if (types[nodes[i + typeAt]] === "code") code += nodes[i + sizeAt];
    else rest += nodes[i + sizeAt];
  }
  return { codeMb: code / 1024 / 1024, restMb: rest / 1024 / 1024 };
}

export async function soak(options: {
  baseURL: string;
  lists: string[];
  details: string[];
  minutes: number;
  createOrder: () => Promise<unknown>;
}): Promise<SoakMinute[]> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), "console-soak-"));
  const browser = await launchOverPipe(userDataDir);
  try {
    const page = await browser.newPage(`${options.baseURL}/login`);
    await page.send("Performance.enable");
    await page.send("HeapProfiler.enable");
    await login(page);
    for (const url of [...options.lists, ...options.details, ...options.lists, "/order/index"]) {
      await go(page, url);
    }
    const minutes: SoakMinute[] = [{ minute: 0, ...(await heap(page)) }];
    console.log(`soak minute 0: ${minutes[0].heapMb.toFixed(1)} MB heap, ${minutes[0].nodes} DOM nodes`);
    for (let minute = 1; minute <= options.minutes; minute++) {
      // Each minute's own clock: the measures between minutes (a snapshot takes seconds) are not caught up on.
      const start = Date.now();
      for (let second = 0; second < 60; second++) {
        await options.createOrder();
        await sleep(Math.max(0, start + (second + 1) * 1_000 - Date.now()));
      }
      const figures: SoakMinute = { minute, ...(await heap(page)) };
      if (minute === 1 || minute === options.minutes) figures.snapshot = await heapByKind(page);
      minutes.push(figures);
      const kinds = figures.snapshot
        ? ` (snapshot: code ${figures.snapshot.codeMb.toFixed(1)} MB, the rest ${figures.snapshot.restMb.toFixed(1)} MB)`
        : "";
      console.log(
        `soak minute ${minute}: ${figures.heapMb.toFixed(1)} MB heap, ${figures.nodes} DOM nodes${kinds}`,
      );
    }
    return minutes;
  } finally {
    await browser.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
