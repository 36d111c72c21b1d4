/**
 * The antd components whose styles the build writes into style sheets (scripts/vitePlugins/antdStyleSheets.ts,
 * issue 44), rendered once on the server to collect them. antd writes a component's CSS in the browser the first
 * time the component renders (CSS-in-JS): on a cold admin page that was about a quarter of the first render. A
 * style sheet of the build carries each style with antd's own map of what it holds, and antd then skips writing
 * those styles (@ant-design/cssinjs, "from a CSS file"); any component not rendered here still writes its own.
 *
 * - `public`: what the pages without a session render (/login, /password/index, /401, /404), in index.html. Their
 *   toasts are antd's static ones, in antd's own theme (src/providers/toast.ts): not the console's style.
 * - `admin`: every component the console imports from antd, loaded with the admin code. It renders the public ones
 *   too, so that its map names them; its sheet holds only the others (scripts/antdStyles/extract.tsx).
 *
 * A component renders its whole style on its first render whatever its props, with a few parts of its own (the
 * compact items, the preset and status colours of Tag, the text area, the dark menu) that are named below.
 */
import {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Cascader,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Image,
  Input,
  Layout,
  List,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Tree,
  Typography,
  Upload,
  message,
  notification,
} from "antd";
import type { ComponentType, ReactElement } from "react";

/**
 * antd's panels of its toasts (App.useApp's message, the live notices): the notices themselves render only when one
 * is shown, so their styles come from the panels antd renders on its own site (the other overlays render their
 * styles closed, or open in place).
 */
type WithPanel = { _InternalPanelDoNotUseOrYouWillBeFired: ComponentType };
const MessagePanel = (message as unknown as WithPanel)._InternalPanelDoNotUseOrYouWillBeFired;
const NotificationPanel = (notification as unknown as WithPanel)._InternalPanelDoNotUseOrYouWillBeFired;

const one = [{ key: "a", label: "a" }];

/** The pages without a session. */
const publicComponents = (
  <>
    <Button>a</Button>
    <Card title="a">a</Card>
    <Form>
      <Form.Item label="a">
        <Input />
      </Form.Item>
    </Form>
    <Input.Password />
    <Result />
    <Row>
      <Col span={1} />
    </Row>
    <Segmented options={["a"]} />
    <Space>
      <Spin />
    </Space>
    <Typography.Text>a</Typography.Text>
  </>
);

/** Every other component the console imports from antd. */
const adminComponents = (
  <>
    <Alert message="a" />
    <Avatar />
    <Badge count={1} />
    <Breadcrumb items={[{ title: "a" }]} />
    <Cascader />
    <Checkbox />
    {/* A ConfigProvider inside the console's (the admin pages' Chinese texts, src/layout/ZhLocale.tsx) writes the
        icons' style in the console's theme. */}
    <ConfigProvider>
      <span />
    </ConfigProvider>
    <DatePicker />
    <DatePicker.RangePicker />
    <Descriptions items={[{ key: "a", label: "a", children: "a" }]} bordered />
    <Divider />
    <Drawer open getContainer={false} />
    <Dropdown menu={{ items: one }}>
      <span />
    </Dropdown>
    <Empty />
    <Image src="" />
    <Input.TextArea />
    <Layout>
      <Layout.Sider />
      <Layout.Header />
      <Layout.Content />
      <Layout.Footer />
    </Layout>
    <List dataSource={[1]} renderItem={() => <List.Item>a</List.Item>} />
    <Menu items={one} />
    <Menu theme="dark" mode="inline" items={one} />
    <Modal open getContainer={false} />
    <Pagination total={50} />
    <Popconfirm title="a">
      <span />
    </Popconfirm>
    <Popover content="a">
      <span />
    </Popover>
    <Progress percent={1} />
    <Radio.Group optionType="button" options={["a"]} />
    <Select />
    <Skeleton />
    <Space.Compact>
      <Input />
      <Button>a</Button>
    </Space.Compact>
    <Statistic value={1} />
    <Steps items={[{ title: "a" }]} />
    <Switch />
    <Table columns={[{ key: "a", dataIndex: "a", title: "a" }]} rowSelection={{}} />
    <Tabs items={one} />
    <Tabs type="editable-card" items={one} />
    <Tag>a</Tag>
    <Tag color="blue">a</Tag>
    <Tag color="success">a</Tag>
    <Timeline items={[{ children: "a" }]} />
    <Tooltip title="a">
      <span />
    </Tooltip>
    <Tree treeData={[]} />
    <Upload />
    <MessagePanel />
    <NotificationPanel />
  </>
);

export type StyleSetName = "public" | "admin";

/** Each set's components, inside antd's App (its own style, and the holders of its toasts and dialogs). */
export const STYLE_SETS: Record<StyleSetName, ReactElement> = {
  public: <App>{publicComponents}</App>,
  admin: (
    <App>
      {publicComponents}
      {adminComponents}
    </App>
  ),
};
