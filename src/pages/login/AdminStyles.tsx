/**
 * antd writes each component's CSS into the page the first time the component renders (CSS-in-JS): after a login,
 * the first admin page paid for every component of the frame and of its list at once (about 100 ms of a 180 ms
 * render before the list was even asked for). Once the login page is idle, this is rendered hidden beside the routes
 * and kept (src/layout/boot/HeldAdminStyles.tsx): the styles are written and parsed then, and the admin pages render without either.
 * Nothing here is shown or announced (`hidden`), and nothing is fetched.
 */
import {
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Cascader,
  Checkbox,
  DatePicker,
  Descriptions,
  Dropdown,
  Empty,
  Form,
  Input,
  Layout,
  Menu,
  Pagination,
  Radio,
  Select,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Tooltip,
} from "antd";

// No rows: a component's styles are written whole on its first render (and a row here would look like a loaded list
// to whoever waits for one).
const columns = [{ key: "a", dataIndex: "a", title: "a" }];

export default function AdminStyles() {
  return (
    <div hidden>
      <Layout>
        <Layout.Sider>
          <Menu
            mode="inline"
            theme="dark"
            items={[{ key: "a", label: "a", children: [{ key: "b", label: "b" }] }]}
          />
        </Layout.Sider>
        <Layout.Header>
          <Breadcrumb items={[{ title: "a" }]} />
          <Badge count={1}>
            <Avatar>a</Avatar>
          </Badge>
          <Dropdown menu={{ items: [] }}>
            <Button type="text">a</Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content>
          <Card title="a" size="small">
            a
          </Card>
          <Space.Compact>
            <Button>a</Button>
          </Space.Compact>
          <Tabs type="editable-card" hideAdd size="small" items={[{ key: "a", label: "a" }]} />
          <Form layout="inline">
            <Form.Item label="a">
              <Input />
            </Form.Item>
            <Form.Item label="b">
              <Select options={[]} />
            </Form.Item>
            <Form.Item label="c">
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item label="d">
              <Cascader options={[]} />
            </Form.Item>
            <Space>
              <Button type="primary">a</Button>
              <Radio.Group options={["a"]} optionType="button" />
              <Checkbox />
            </Space>
          </Form>
          <Table
            rowSelection={{}}
            columns={columns}
            dataSource={[]}
            pagination={{ total: 50, showSizeChanger: true }}
          />
          <Pagination total={50} />
          <Descriptions items={[{ key: "a", label: "a", children: "a" }]} />
          <Tag color="blue">a</Tag>
          <Tag color="success">a</Tag>
          <Tooltip title="a">
            <span>a</span>
          </Tooltip>
          <Spin />
          <Empty />
        </Layout.Content>
      </Layout>
    </div>
  );
}
