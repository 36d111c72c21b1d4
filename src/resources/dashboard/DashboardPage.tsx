import { useResourceParams } from "@refinedev/core";
import { Card, Col, Row } from "antd";
import { Link } from "react-router";
import { usePermission } from "../../providers/usePermission";
import { useSession } from "../../providers/useSession";
import { Heading, ToneText } from "../../widgets/text";
import type { ScreenProps } from "../types";
import { Counters } from "./Counters";

/**
 * /dashboard — 首页: a greeting, the counters of what needs doing, and the entries this provider may open: the menu's
 * routes, read from refine's resource list (a screen does not import the route registry, which imports it).
 */
export default function DashboardPage({ route }: ScreenProps) {
  // The session's user, known before the page renders (the route guard waited for it): the greeting has its final
  // length in the first frame, so the cards below it do not move when an identity query answers (CLS).
  const { user } = useSession();
  const { mayOpen } = usePermission();
  const { resources } = useResourceParams();
  const entries = resources.flatMap((resource) =>
    typeof resource.list === "string" &&
    !resource.meta?.hide &&
    resource.list !== route.path &&
    mayOpen(resource.list)
      ? [{ path: resource.list, title: resource.meta?.label ?? resource.name }]
      : [],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Heading level={2} style={{ fontSize: 24 }}>
            {user ? `欢迎回来，${user.providerName}` : "欢迎回来"}
          </Heading>
          <ToneText tone="secondary">在这里处理订单、售后工单、辖区师傅、账单与消息。</ToneText>
        </Card>
      </Col>
      <Col span={24}>
        <Counters />
      </Col>
      <Col span={24}>
        <Card title="快捷入口">
          <Row gutter={[12, 12]}>
            {entries.map((entry) => (
              <Col key={entry.path} xs={12} md={6} lg={4}>
                <Link to={entry.path}>{entry.title}</Link>
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
