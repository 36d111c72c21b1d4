import { Anchor, Card, Col, Empty, Row, Typography } from "antd";
import { usePageTitle } from "../../layout/pageTitle";
import type { GallerySection } from "./types";

const modules = import.meta.glob<{ default: GallerySection }>("./sections/*.tsx", { eager: true });
const sections = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => a.order - b.order);

/**
 * /dev/widgets — every shared widget in its states, for people and browser tests. Included in development and
 * test builds only (see src/layout/devRoutes.ts).
 */
export default function GalleryPage() {
  usePageTitle("组件示例");
  return (
    <Row gutter={16} wrap={false}>
      {/* A sticky column rather than antd's affix, which floats over the sections. */}
      <Col flex="180px" style={{ position: "sticky", top: 96, alignSelf: "flex-start" }}>
        <Anchor
          affix={false}
          targetOffset={96}
          items={sections.map((section) => ({
            key: section.id,
            href: `#${section.id}`,
            title: section.title,
          }))}
        />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 24 }}>
          组件示例
        </Typography.Title>
        {sections.length === 0 && <Empty description="暂无组件" />}
        {sections.map(({ id, title, Component }) => (
          <Card key={id} id={id} title={title} style={{ marginBottom: 16 }} data-testid={`gallery-${id}`}>
            <Component />
          </Card>
        ))}
      </Col>
    </Row>
  );
}
