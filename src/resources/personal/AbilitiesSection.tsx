import { Alert, Card, Space, Table } from "antd";
import { api } from "../../api";
import type { ProviderAbility, ProviderCover } from "../../api/worker/profile";
import { SERVICE_TYPE } from "../../domain/orders/constants";
import { labelOf } from "../../domain/enumeration";
import { joinList } from "../engine";
import { areaText } from "./ProfileSection";
import { useEndpointQuery } from "../../queries/endpoint";

/** §7 has reads only (abilities, covers/categories, covers): no setter, so this section shows and does not edit. */
export const ABILITIES_NOTE = "服务能力与服务区域以入驻审核结果为准，如需调整请联系平台客服。";

/** 服务能力 (abilities) and 服务区域 (covers, with each type's covered categories from covers/categories). */
export function AbilitiesSection() {
  const abilities = useEndpointQuery(api.worker.profile.abilities);
  const categories = useEndpointQuery(api.worker.profile.coverCategories);
  const covers = useEndpointQuery(api.worker.profile.covers);
  const nameOf = new Map<string, string>();
  for (const a of abilities.data ?? []) {
    a.categoryIds.forEach((id, i) => nameOf.set(String(id), a.categoryNames[i] ?? String(id)));
  }
  const categoriesOf = (serverType: number) =>
    (categories.data ?? [])
      .filter((c) => c.serverType === serverType)
      .flatMap((c) => c.categoryIds.map((id) => nameOf.get(String(id)) ?? String(id)));

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Alert type="info" showIcon message={ABILITIES_NOTE} />
      <Card size="small" title="服务能力">
        <Table<ProviderAbility>
          rowKey="serverType"
          size="small"
          pagination={false}
          loading={abilities.loading}
          dataSource={abilities.data ?? []}
          columns={[
            { title: "服务类型", dataIndex: "serverTypeName", width: 160 },
            { title: "服务类目", key: "names", render: (_, a) => joinList(a.categoryNames) },
          ]}
        />
      </Card>
      <Card size="small" title="服务区域">
        <Table<ProviderCover>
          rowKey={(c) => `${c.area.cityId}-${c.area.areaId ?? 0}`}
          size="small"
          pagination={false}
          loading={covers.loading || categories.loading}
          dataSource={covers.data ?? []}
          columns={[
            { title: "服务区域", key: "area", render: (_, c) => areaText(c.area) },
            {
              title: "服务类型",
              key: "types",
              width: 160,
              render: (_, c) => joinList(c.serverTypes.map((t) => labelOf(SERVICE_TYPE, t))),
            },
            {
              title: "覆盖类目",
              key: "categories",
              // A category several types cover is listed once.
              render: (_, c) => joinList([...new Set(c.serverTypes.flatMap(categoriesOf))]),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
