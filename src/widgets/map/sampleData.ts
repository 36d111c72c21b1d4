import type { MapCentre, MapWorkerMarker } from "./types";
import { distanceKm } from "./geometry";

/** Sample data of the widget gallery and the widget's tests: an order in Futian, Shenzhen and eight workers. */
export const SAMPLE_CENTRE: MapCentre = {
  lng: 114.0579,
  lat: 22.5431,
  label: "SO202611230001",
  address: "广东省深圳市福田区福华三路 88 号",
};

/** [name, mobile, km north, km east, orders in service] */
const OFFSETS: readonly [string, string, number, number, number][] = [
  ["张建国", "13912340001", 0.3, 0.5, 1],
  ["李卫东", "13912340002", -1.2, 1.8, 0],
  ["王志强", "13912340003", 2.6, -1.1, 3],
  ["赵海滨", "13912340004", -3.4, -2.2, 2],
  ["陈立新", "13912340005", 4.1, 3.9, 0],
  ["刘德明", "13912340006", -6.5, 4.2, 4],
  ["孙永华", "13912340007", 7.8, -5.6, 1],
  ["周文斌", "13912340008", -2.0, -14.5, 2],
];

const KM_PER_DEGREE = 111.195;

export const SAMPLE_WORKERS: MapWorkerMarker[] = OFFSETS.map(([name, mobile, kmNorth, kmEast, busy], i) => {
  const lat = SAMPLE_CENTRE.lat + kmNorth / KM_PER_DEGREE;
  const lng = SAMPLE_CENTRE.lng + kmEast / (KM_PER_DEGREE * Math.cos((SAMPLE_CENTRE.lat * Math.PI) / 180));
  return {
    id: `w${i + 1}`,
    name,
    mobile,
    lng,
    lat,
    distanceKm: Math.round(distanceKm(SAMPLE_CENTRE, { lng, lat }) * 100) / 100,
    inServiceCount: busy,
  };
});
