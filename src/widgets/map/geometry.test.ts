// @vitest-environment node
import {
  bearingDeg,
  distanceKm,
  formatDistance,
  plotWorkers,
  radiusFor,
  ringsFor,
  toSvgPoint,
} from "./geometry";

const ORDER = { lng: 114.0579, lat: 22.5431 }; // Shenzhen, Futian
/** A point `km` kilometres north / east of ORDER (small distances: flat-earth offsets are accurate enough). */
const north = (km: number) => ({ lng: ORDER.lng, lat: ORDER.lat + km / 111.195 });
const east = (km: number) => ({
  lng: ORDER.lng + km / (111.195 * Math.cos((ORDER.lat * Math.PI) / 180)),
  lat: ORDER.lat,
});

describe("distance and bearing", () => {
  it("measures great-circle distances in km", () => {
    expect(distanceKm(ORDER, ORDER)).toBe(0);
    expect(distanceKm(ORDER, north(5))).toBeCloseTo(5, 2);
    expect(distanceKm(ORDER, east(3))).toBeCloseTo(3, 2);
    // Shenzhen Futian → Guangzhou Tianhe, about 103 km.
    expect(distanceKm(ORDER, { lng: 113.3612, lat: 23.1247 })).toBeGreaterThan(95);
    expect(distanceKm(ORDER, { lng: 113.3612, lat: 23.1247 })).toBeLessThan(100);
  });

  it("gives compass bearings: 0 north, 90 east, 180 south, 270 west", () => {
    expect(bearingDeg(ORDER, north(2))).toBeCloseTo(0, 3);
    expect(bearingDeg(ORDER, east(2))).toBeCloseTo(90, 1);
    expect(bearingDeg(ORDER, north(-2))).toBeCloseTo(180, 3);
    expect(bearingDeg(ORDER, east(-2))).toBeCloseTo(270, 1);
    const northEast = { lng: east(1).lng, lat: north(1).lat };
    expect(bearingDeg(ORDER, northEast)).toBeCloseTo(45, 0);
    expect(bearingDeg(ORDER, ORDER)).toBe(0);
  });
});

describe("rings", () => {
  it("draws the standard 1/3/5/10 km rings inside the extent, then the extent itself", () => {
    expect(ringsFor(3)).toEqual([1, 3]);
    expect(ringsFor(5)).toEqual([1, 3, 5]);
    expect(ringsFor(10)).toEqual([1, 3, 5, 10]);
    expect(ringsFor(20)).toEqual([1, 3, 5, 10, 20]);
    expect(ringsFor(4.2)).toEqual([1, 3, 5]);
    expect(ringsFor(12.3)).toEqual([1, 3, 5, 10, 13]);
    expect(ringsFor(0)).toEqual([1]);
    expect(ringsFor(Number.NaN)).toEqual([1]);
  });

  it("spaces the rings evenly and interpolates between them", () => {
    const rings = [1, 3, 5, 10];
    expect(rings.map((km) => radiusFor(km, rings, 200))).toEqual([50, 100, 150, 200]);
    expect(radiusFor(0, rings, 200)).toBe(0);
    expect(radiusFor(0.5, rings, 200)).toBe(25);
    expect(radiusFor(2, rings, 200)).toBe(75);
    expect(radiusFor(7.5, rings, 200)).toBe(175);
    // Beyond the last ring: on the edge.
    expect(radiusFor(14, rings, 200)).toBe(200);
    expect(radiusFor(-1, rings, 200)).toBe(0);
  });
});

describe("SVG coordinates", () => {
  const centre = { x: 200, y: 200 };
  it("puts north up, east right, south down, west left", () => {
    const at = (bearing: number) => {
      const { x, y } = toSvgPoint(100, bearing, centre);
      return [Math.round(x), Math.round(y)];
    };
    expect(at(0)).toEqual([200, 100]);
    expect(at(90)).toEqual([300, 200]);
    expect(at(180)).toEqual([200, 300]);
    expect(at(270)).toEqual([100, 200]);
  });

  it("plots workers by the server's distance and the bearing of their coordinates", () => {
    const plot = plotWorkers(
      ORDER,
      [
        { id: "n", ...north(3), distanceKm: 3 },
        { id: "e", ...east(1), distanceKm: 1 },
        // No server distance: computed from the coordinates (≈ 5 km south).
        { id: "s", ...north(-5) },
        { id: "far", ...east(30), distanceKm: 30 },
      ],
      { radiusKm: 10, size: 400, margin: 20 },
    );
    expect(plot.centre).toEqual({ x: 200, y: 200 });
    // Plot radius 180, rings 1/3/5/10 at 45/90/135/180.
    expect(plot.rings).toEqual([
      { km: 1, radius: 45 },
      { km: 3, radius: 90 },
      { km: 5, radius: 135 },
      { km: 10, radius: 180 },
    ]);
    const byId = Object.fromEntries(plot.points.map((p) => [p.id, p]));
    expect(byId.n.x).toBeCloseTo(200, 3);
    expect(byId.n.y).toBeCloseTo(110, 3);
    expect(byId.e.x).toBeCloseTo(245, 1);
    expect(byId.e.y).toBeCloseTo(200, 1);
    expect(byId.s.distanceKm).toBeCloseTo(5, 2);
    expect(byId.s.y).toBeCloseTo(335, 0);
    expect(byId.s.outside).toBe(false);
    expect(byId.far.outside).toBe(true);
    expect(byId.far.x).toBeCloseTo(380, 1);
  });

  it("without a radius, the farthest worker sets the outer ring", () => {
    const plot = plotWorkers(ORDER, [{ id: "a", ...north(6.4), distanceKm: 6.4 }]);
    expect(plot.rings.map((r) => r.km)).toEqual([1, 3, 5, 7]);
    expect(plot.points[0].outside).toBe(false);
  });
});

it("formats distances in m under 1 km, else km with one decimal", () => {
  expect(formatDistance(0.25)).toBe("250 m");
  expect(formatDistance(1)).toBe("1.0 km");
  expect(formatDistance(12.345)).toBe("12.3 km");
  expect(formatDistance(Number.NaN)).toBe("-");
});
