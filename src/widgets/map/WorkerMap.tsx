import { Alert, Col, Row, Space, Spin, Typography } from "antd";
import { useEffect, useState, type ComponentType } from "react";
import { builtinMapProvider, mapProviderSettings, resolveMapProvider } from "./provider";
import type { MapProvider, MapProviderSettings, MapViewProps } from "./types";
import { WorkerList } from "./WorkerList";

export interface WorkerMapProps extends MapViewProps {
  /** The map provider (default: the configured one, VITE_MAP_PROVIDER). */
  provider?: MapProvider;
  settings?: MapProviderSettings;
  /** The workers are being fetched. */
  loading?: boolean;
}

interface Loaded {
  /** The provider asked for (a later change of provider makes this result stale). */
  requested: MapProvider;
  /** The provider shown. */
  provider: MapProvider;
  View: ComponentType<MapViewProps>;
  /** The configured provider failed and the built-in plot is shown instead. */
  fellBack: boolean;
}

/** Loads the provider's view; on failure the built-in one (a map that never loads must not block a dispatch). */
function useMapView(provider: MapProvider, settings: MapProviderSettings): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    provider
      .load(settings)
      .then((View): Loaded => ({ requested: provider, provider, View, fellBack: false }))
      .catch(async (error: unknown): Promise<Loaded> => {
        console.error(`map provider "${provider.name}" failed to load`, error);
        const builtin = builtinMapProvider();
        return { requested: provider, provider: builtin, View: await builtin.load({}), fellBack: true };
      })
      .then((result) => {
        if (live) setLoaded(result);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The settings object is read once per provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider]);
  return loaded?.requested === provider ? loaded : null;
}

/**
 * Workers near a point, to pick one: the map view of the configured provider (the built-in SVG plot by default)
 * and, beside it, the list of the same workers. Selecting in either selects in both.
 */
export function WorkerMap({
  provider = resolveMapProvider(),
  settings = mapProviderSettings(),
  loading,
  ...view
}: WorkerMapProps) {
  const loaded = useMapView(provider, settings);
  const height = view.height ?? 420;
  return (
    <Row gutter={[16, 16]} className="worker-map">
      <Col xs={24} lg={12}>
        {loaded ? (
          <Space direction="vertical" size={8} style={{ width: "100%" }}>
            {loaded.fellBack ? <Alert type="warning" showIcon message="地图加载失败，已显示示意图" /> : null}
            <Spin spinning={Boolean(loading)}>
              <loaded.View {...view} height={height} />
            </Spin>
            {loaded.provider.caption ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {loaded.provider.caption}
              </Typography.Text>
            ) : null}
          </Space>
        ) : (
          <div style={{ height, display: "grid", placeItems: "center" }}>
            <Spin tip="地图加载中">
              <span />
            </Spin>
          </div>
        )}
      </Col>
      <Col xs={24} lg={12}>
        <WorkerList
          workers={view.workers}
          selectedId={view.selectedId}
          onSelect={view.onSelect}
          loading={loading}
          height={height}
        />
      </Col>
    </Row>
  );
}
