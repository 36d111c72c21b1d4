import { useGetIdentity } from "@refinedev/core";
import { Card, Col, Row, Typography } from "antd";
import { Link } from "react-router";
import type { UserInfo } from "../../api/adminTemplate";
import { canAccessPath } from "../../providers/accessControlProvider";
import * as session from "../../providers/session";
import { routes } from "..";
import { Counters } from "./Counters";

/** /dashboard — 首页: a greeting, the counters of what needs doing, and the entries this provider may open. */
export default function DashboardPage() {
  const { data: user } = useGetIdentity<UserInfo | null>();
  const accessGroup = session.getAccessGroup();
  const entries = routes.filter(
    (route) => !route.hidden && route.path !== "/dashboard" && canAccessPath(route.path, accessGroup),
  );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Typography.Title level={2} style={{ marginTop: 0, fontSize: 24 }}>
            {user ? `欢迎回来，${user.providerName}` : "欢迎回来"}
          </Typography.Title>
          <Typography.Text type="secondary">在这里处理订单、售后工单、辖区师傅、账单与消息。</Typography.Text>
        </Card>
      </Col>
      <Col span={24}>
        <Counters />
      </Col>
      <Col span={24}>
        <Card title="快捷入口">
          <Row gutter={[12, 12]}>
            {entries.map((route) => (
              <Col key={route.path} xs={12} md={6} lg={4}>
                <Link to={route.path}>{route.title}</Link>
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
