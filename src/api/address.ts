import { service } from "./endpoint";

/** /address-center — administrative divisions. */
// Regions are public reference data: the apply form and every address picker read them, also before login.
const s = service("/address-center", { open: "public" });

export interface AreaNode {
  id: number;
  title: string;
  /** 1 province, 2 city, 3 area, 4 street. */
  level?: number;
  /** Children, when the call includes them. */
  areas?: AreaNode[];
}

export const areaGet = s.get<{ id: number }, { areas: AreaNode[] }>(
  "/area/get",
  "按上级 id 取下级行政区（id=0 取省）",
  { identity: "none" },
);

export const areasByCityAndIds = s.get<{ cityId?: number; ids: string }, AreaNode[]>(
  "/area/areasByCityAndIds",
  "按 id 列表取行政区（回显）",
  { identity: "none" },
);
