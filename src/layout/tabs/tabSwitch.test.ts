/**
 * The tab switch timing read by the benchmark: a click marks the start, the reveal of the page ends the measure at the
 * next animation frame. Frames are run by hand here (requestAnimationFrame is stubbed) so that "before" and "at" the
 * next frame can be told apart, and an error thrown in a frame fails the test instead of being reported by jsdom.
 */
import {
  lastTabSwitchMs,
  markTabSwitchStart,
  measureTabSwitchAtNextFrame,
  TAB_SWITCH_MEASURE,
  TAB_SWITCH_START,
} from "./tabSwitch";

/** Replaces requestAnimationFrame by a queue the test runs with `nextFrame()`. */
function stubFrames() {
  const queue: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => queue.push(callback));
  return {
    requested: () => queue.length,
    nextFrame: () => {
      for (const callback of queue.splice(0)) callback(performance.now());
    },
  };
}

const measures = () => performance.getEntriesByName(TAB_SWITCH_MEASURE, "measure");
const startMarks = () => performance.getEntriesByName(TAB_SWITCH_START, "mark");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  performance.clearMarks();
  performance.clearMeasures();
});

afterEach(() => {
  vi.unstubAllGlobals();
  performance.clearMarks();
  performance.clearMeasures();
});

describe("tab switch timing", () => {
  it("measures a started switch at the next frame, not before, and from the click", async () => {
    const frames = stubFrames();
    markTabSwitchStart();
    await wait(20);
    measureTabSwitchAtNextFrame();
    expect(measures()).toHaveLength(0);
    frames.nextFrame();
    expect(measures()).toHaveLength(1);
    expect(lastTabSwitchMs()).toBeGreaterThanOrEqual(15);
    expect(startMarks()).toHaveLength(0);
  });

  it("measures a switch only once, even when the page is revealed twice before the frame", () => {
    const frames = stubFrames();
    markTabSwitchStart();
    measureTabSwitchAtNextFrame();
    measureTabSwitchAtNextFrame();
    frames.nextFrame();
    expect(measures()).toHaveLength(1);

    measureTabSwitchAtNextFrame();
    frames.nextFrame();
    expect(measures()).toHaveLength(1);
  });

  it("does nothing, not even asking for a frame, when no switch was started", () => {
    const frames = stubFrames();
    measureTabSwitchAtNextFrame();
    expect(frames.requested()).toBe(0);
    expect(measures()).toHaveLength(0);
    expect(lastTabSwitchMs()).toBeNull();
  });

  it("measures at once when there is no requestAnimationFrame", () => {
    vi.stubGlobal("requestAnimationFrame", undefined);
    markTabSwitchStart();
    measureTabSwitchAtNextFrame();
    expect(measures()).toHaveLength(1);
    expect(lastTabSwitchMs()).toEqual(expect.any(Number));
  });

  it("reports the duration of the latest switch, null before any", async () => {
    const frames = stubFrames();
    expect(lastTabSwitchMs()).toBeNull();
    markTabSwitchStart();
    measureTabSwitchAtNextFrame();
    frames.nextFrame();
    markTabSwitchStart();
    await wait(20);
    measureTabSwitchAtNextFrame();
    frames.nextFrame();
    const [first, latest] = measures();
    expect(latest.duration).toBeGreaterThan(first.duration);
    expect(lastTabSwitchMs()).toBe(latest.duration);
  });

  it.each([
    ["there is no Performance API", undefined],
    ["the Performance API has no marks", { now: () => 0 }],
  ])("does nothing and reports null when %s", (_, stand) => {
    const frames = stubFrames();
    vi.stubGlobal("performance", stand);
    expect(() => {
      markTabSwitchStart();
      measureTabSwitchAtNextFrame();
      frames.nextFrame();
    }).not.toThrow();
    expect(frames.requested()).toBe(0);
    expect(lastTabSwitchMs()).toBeNull();
  });
});
