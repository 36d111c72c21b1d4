import { configure, act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";

// The machine is shared: give findBy / waitFor time before calling a slow render a failure.
configure({ asyncUtilTimeout: 15_000 });
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import {
  configuredMapProvider,
  mapProviderNames,
  mapProviderSettings,
  registerMapProvider,
  resolveMapProvider,
} from "./provider";
import { SAMPLE_CENTRE, SAMPLE_WORKERS } from "./sampleData";
import type { MapProvider, MapViewProps, MapWorkerMarker } from "./types";
import { WorkerMap } from "./WorkerMap";

function Harness(props: {
  provider?: MapProvider;
  initial?: string;
  onSelect?: (id: string) => void;
  workers?: MapWorkerMarker[];
}) {
  const [selected, setSelected] = useState<string | null>(props.initial ?? null);
  return (
    <WorkerMap
      centre={SAMPLE_CENTRE}
      workers={props.workers ?? SAMPLE_WORKERS}
      radiusKm={20}
      selectedId={selected}
      provider={props.provider}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect?.(id);
      }}
    />
  );
}

// The built-in view is a lazy chunk: load it once here, not inside a test's time budget.
beforeAll(() => import("./SvgWorkerMap"));

const markerOf = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}，距离`) });
const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-worker-id="${id}"]`)!;

describe("WorkerMap (built-in SVG plot)", { timeout: 60_000 }, () => {
  it("shows every worker as a labelled button and the distance rings", async () => {
    render(<Harness />);
    await screen.findByTestId("worker-map-plot", {}, { timeout: 20_000 });
    for (const worker of SAMPLE_WORKERS) {
      const marker = markerOf(worker.name);
      expect(marker.tagName).toBe("BUTTON");
      expect(marker).toHaveAttribute("aria-pressed", "false");
    }
    expect(markerOf("张建国")).toHaveAccessibleName("张建国，距离580 m，服务中1单");
    const rings = [...document.querySelectorAll("[data-ring-km]")].map((g) => g.textContent);
    expect(rings).toEqual(["1 km", "3 km", "5 km", "10 km", "20 km"]);
    expect(screen.getByRole("img", { name: "订单SO202611230001附近师傅位置示意图" })).toBeInTheDocument();
  });

  it("places a marker by bearing: the worker to the north-west is up and left of the centre", async () => {
    render(<Harness />);
    await screen.findByTestId("worker-map-plot", {}, { timeout: 20_000 });
    const sun = markerOf("孙永华"); // 7.8 km north, 5.6 km west
    expect(parseFloat(sun.style.left)).toBeLessThan(50);
    expect(parseFloat(sun.style.top)).toBeLessThan(50);
    const liu = markerOf("刘德明"); // 6.5 km south, 4.2 km east
    expect(parseFloat(liu.style.left)).toBeGreaterThan(50);
    expect(parseFloat(liu.style.top)).toBeGreaterThan(50);
  });

  it("selecting a worker in the list highlights its marker", async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await screen.findByTestId("worker-map-plot", {}, { timeout: 20_000 });
    const chen = SAMPLE_WORKERS.find((w) => w.name === "陈立新")!;
    await userEvent.click(within(rowOf(chen.id)).getByText("陈立新"));
    expect(onSelect).toHaveBeenLastCalledWith(chen.id);
    expect(markerOf("陈立新")).toHaveAttribute("aria-pressed", "true");
    expect(markerOf("陈立新")).toHaveClass("is-selected");
    expect(markerOf("张建国")).toHaveAttribute("aria-pressed", "false");
    expect(within(rowOf(chen.id)).getByRole("radio")).toBeChecked();
  });

  it("shows a worker who may not be picked with why, disabled, after those who may (by rank)", async () => {
    const onSelect = vi.fn();
    const [zhang, li, wang] = SAMPLE_WORKERS;
    const workers = [
      { ...zhang, unavailable: "师傅今日接单已满（8/8）", rank: 0 },
      { ...li, rank: 2 },
      { ...wang, rank: 1 },
    ];
    render(<Harness workers={workers} onSelect={onSelect} />);
    await screen.findByTestId("worker-map-plot", {}, { timeout: 20_000 });
    const names = [...document.querySelectorAll("tr[data-worker-id]")].map((tr) =>
      tr.getAttribute("data-worker-id"),
    );
    expect(names).toEqual([wang.id, li.id, zhang.id]);
    // The markers take the focus in the list's order.
    const markers = [...document.querySelectorAll(".worker-map-marker")].map((m) =>
      m.getAttribute("data-worker-id"),
    );
    expect(markers).toEqual(names);
    expect(rowOf(zhang.id)).toHaveTextContent("张建国 — 师傅今日接单已满（8/8）");
    const radio = within(rowOf(zhang.id)).getByRole("radio");
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleName("选择张建国（师傅今日接单已满（8/8））");
    await userEvent.click(within(rowOf(zhang.id)).getByText("张建国"));
    const marker = markerOf("张建国");
    expect(marker).toHaveAccessibleName("张建国，距离580 m，服务中1单，师傅今日接单已满（8/8）");
    expect(marker).toHaveAttribute("aria-disabled", "true");
    expect(marker).toHaveClass("is-unavailable");
    await userEvent.click(marker);
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(markerOf("王志强"));
    expect(onSelect).toHaveBeenLastCalledWith(wang.id);
  });

  it("selecting a marker with the keyboard selects the list row", async () => {
    render(<Harness />);
    await screen.findByTestId("worker-map-plot", {}, { timeout: 20_000 });
    const zhao = SAMPLE_WORKERS.find((w) => w.name === "赵海滨")!;
    markerOf("赵海滨").focus();
    await userEvent.keyboard("{Enter}");
    expect(markerOf("赵海滨")).toHaveAttribute("aria-pressed", "true");
    expect(within(rowOf(zhao.id)).getByRole("radio")).toBeChecked();
    // Tab goes to the next marker by distance (赵海滨 4.05 km → 陈立新 5.66 km), Space selects it.
    await userEvent.tab();
    expect(document.activeElement).toBe(markerOf("陈立新"));
    await userEvent.keyboard(" ");
    expect(markerOf("陈立新")).toHaveAttribute("aria-pressed", "true");
    expect(markerOf("赵海滨")).toHaveAttribute("aria-pressed", "false");
  });

  it("lists the workers nearest first with masked mobiles", async () => {
    render(<Harness />);
    await screen.findByTestId("worker-map-plot", {}, { timeout: 20_000 });
    const names = [...document.querySelectorAll("tr[data-worker-id]")].map(
      (tr) => tr.querySelectorAll("td")[1].textContent,
    );
    const sorted = [...SAMPLE_WORKERS].sort((a, b) => a.distanceKm - b.distanceKm).map((w) => w.name);
    expect(names).toEqual(sorted);
    expect(within(rowOf("w1")).getByText("139****0001")).toBeInTheDocument();
    expect(screen.queryByText("13912340001")).not.toBeInTheDocument();
  });

  it("shows a mobile masked with nothing to reveal: the map is a selector (issue 43 P4)", async () => {
    render(<Harness />);
    await screen.findByTestId("worker-map-plot", {}, { timeout: 20_000 });
    const mobile = within(rowOf("w1")).getByText("139****0001");
    fireEvent.mouseEnter(mobile);
    fireEvent.focus(mobile);
    expect(mobile).toHaveTextContent("139****0001");
    expect(within(rowOf("w1")).queryByRole("button", { name: /139/ })).toBeNull();
  });

  it("shows the name and distance of a marker on focus", async () => {
    render(<Harness />);
    await screen.findByTestId("worker-map-plot", {}, { timeout: 20_000 });
    act(() => markerOf("李卫东").focus());
    fireEvent.focus(markerOf("李卫东"));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("李卫东 · 2.2 km");
  });
});

describe("map providers", () => {
  it("reads the provider and key from the configuration, default builtin", () => {
    expect(configuredMapProvider({})).toBe("builtin");
    expect(configuredMapProvider({ VITE_MAP_PROVIDER: " vendor " })).toBe("vendor");
    expect(mapProviderSettings({ VITE_MAP_KEY: "k-123" })).toEqual({ key: "k-123" });
    expect(mapProviderSettings({})).toEqual({ key: undefined });
  });

  it("a registered provider is found by its configured name", () => {
    const vendor: MapProvider = { name: "vendorX", load: () => Promise.reject(new Error("not in tests")) };
    registerMapProvider(vendor);
    expect(mapProviderNames()).toEqual(["builtin", "vendorX"]);
    expect(resolveMapProvider(configuredMapProvider({ VITE_MAP_PROVIDER: "vendorX" }))).toBe(vendor);
  });

  it("falls back to the built-in plot for an unknown provider name", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(resolveMapProvider("nope").name).toBe("builtin");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("loads a plugged-in provider lazily with its key and hands it the same props", async () => {
    const load = vi.fn(
      async () =>
        function FakeMap({ workers, onSelect }: MapViewProps) {
          return (
            <div data-testid="fake-map">
              {workers.map((w) => (
                <button key={w.id} type="button" onClick={() => onSelect(w.id)}>
                  {`fake-${w.name}`}
                </button>
              ))}
            </div>
          );
        },
    );
    const provider: MapProvider = { name: "fake", load };
    render(
      <WorkerMap
        centre={SAMPLE_CENTRE}
        workers={SAMPLE_WORKERS}
        onSelect={() => undefined}
        provider={provider}
        settings={{ key: "k-1" }}
      />,
    );
    expect(await screen.findByTestId("fake-map")).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ key: "k-1" });
    expect(screen.queryByTestId("worker-map-plot")).not.toBeInTheDocument();
  });

  it("shows the built-in plot with a warning when the provider fails to load", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const provider: MapProvider = { name: "broken", load: () => Promise.reject(new Error("script blocked")) };
    render(<Harness provider={provider} />);
    expect(await screen.findByTestId("worker-map-plot")).toBeInTheDocument();
    expect(screen.getByText("地图加载失败，已显示示意图")).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
  });
});
