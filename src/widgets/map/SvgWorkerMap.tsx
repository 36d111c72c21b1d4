import { Tooltip } from "antd";
import { useMemo } from "react";
import { formatDistance, plotWorkers } from "./geometry";
import type { MapViewProps } from "./types";
import { listOrder } from "./workerOrder";
import "./workerMap.css";

const SIZE = 400;
const percent = (value: number) => `${((value / SIZE) * 100).toFixed(3)}%`;

/** The accessible name of a worker's marker (also the list's radio label). */
export function markerLabel(worker: { name: string; distanceKm: number; inServiceCount: number }): string {
  return `${worker.name}，距离${formatDistance(worker.distanceKm)}，服务中${worker.inServiceCount}单`;
}

/**
 * The built-in map view: an SVG plot of the order (centre) and the workers by distance and bearing, with labelled
 * rings (geometry.ts). Needs no key and no network. Each worker is a real <button> placed over the plot (keyboard
 * focus, Enter/Space select it, the name and distance show on hover and focus); the selected one is larger and blue.
 */
export function SvgWorkerMap({
  centre,
  workers,
  selectedId,
  onSelect,
  radiusKm,
  height = 420,
}: MapViewProps) {
  const plot = useMemo(
    () =>
      plotWorkers(
        centre,
        workers.map((w) => ({ id: w.id, lng: w.lng, lat: w.lat, distanceKm: w.distanceKm })),
        { radiusKm, size: SIZE },
      ),
    [centre, workers, radiusKm],
  );
  const byId = new Map(workers.map((worker) => [worker.id, worker]));
  // Tab order: the list's (those who may be picked first, nearest first or by rank); the selected marker is lifted
  // by CSS, not moved in the DOM, so the focus order does not change when a worker is selected.
  const place = new Map([...workers].sort(listOrder).map((worker, index) => [worker.id, index]));
  const points = [...plot.points].sort(
    (a, b) => (place.get(a.id) ?? workers.length) - (place.get(b.id) ?? workers.length),
  );
  const selected = plot.points.find((point) => point.id === selectedId);
  const { x: cx, y: cy } = plot.centre;

  return (
    <div className="worker-map-plot" style={{ maxWidth: height }} data-testid="worker-map-plot">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={`订单${centre.label}附近师傅位置示意图`}>
        <line x1={cx} y1={8} x2={cx} y2={SIZE - 8} stroke="#e5e9f0" />
        <line x1={8} y1={cy} x2={SIZE - 8} y2={cy} stroke="#e5e9f0" />
        {/* Left of the north axis: the ring labels sit to its right. */}
        <text x={cx - 6} y={14} textAnchor="end" fontSize={11} fill="#8c8c8c">
          北
        </text>
        {plot.rings.map((ring) => (
          <g key={ring.km} data-ring-km={ring.km}>
            <circle cx={cx} cy={cy} r={ring.radius} fill="none" stroke="#b7c4d6" strokeDasharray="4 4" />
            <text x={cx + 4} y={cy - ring.radius - 3} fontSize={11} fill="#5b6b82">
              {`${ring.km} km`}
            </text>
          </g>
        ))}
        <g aria-label={`订单位置：${centre.address ?? centre.label}`}>
          <circle cx={cx} cy={cy} r={9} fill="#ff4d4f" stroke="#fff" strokeWidth={3} />
          <text x={cx} y={cy + 24} textAnchor="middle" fontSize={12} fill="#cf1322">
            订单位置
          </text>
        </g>
      </svg>
      {points.map((point) => {
        const worker = byId.get(point.id);
        if (!worker) return null;
        const isSelected = point.id === selectedId;
        const className = [
          "worker-map-marker",
          isSelected ? "is-selected" : "",
          point.outside ? "is-outside" : "",
          worker.unavailable ? "is-unavailable" : "",
        ]
          .filter(Boolean)
          .join(" ");
        return (
          <Tooltip
            key={point.id}
            title={`${worker.name} · ${formatDistance(worker.distanceKm)}${worker.unavailable ? ` · ${worker.unavailable}` : ""}`}
            trigger={["hover", "focus"]}
          >
            {/* A worker who may not be picked stays focusable, so his reason is heard and seen; it selects nothing. */}
            <button
              type="button"
              className={className}
              style={{ left: percent(point.x), top: percent(point.y) }}
              aria-label={
                worker.unavailable ? `${markerLabel(worker)}，${worker.unavailable}` : markerLabel(worker)
              }
              aria-pressed={isSelected}
              aria-disabled={worker.unavailable ? true : undefined}
              data-worker-id={point.id}
              onClick={() => {
                if (!worker.unavailable) onSelect(point.id);
              }}
            >
              {worker.name.slice(0, 1)}
            </button>
          </Tooltip>
        );
      })}
      {selected && byId.get(selected.id) ? (
        <span
          className="worker-map-selected-label"
          style={{ left: percent(selected.x), top: percent(selected.y) }}
          aria-hidden
        >
          {`${byId.get(selected.id)?.name} · ${formatDistance(selected.distanceKm)}`}
        </span>
      ) : null}
    </div>
  );
}
