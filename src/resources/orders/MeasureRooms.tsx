import { Card, Descriptions, Empty, Space } from "antd";
import type { MeasureRoom } from "../../api/order/admin";
import { fileUrl, MediaGallery } from "../../widgets/media";

const metres = (value: number) => `${Number(value).toFixed(2)} 米`;

/** The rooms of a measure order: size in metres, remark and photos. */
export function MeasureRooms({ data }: { data: readonly MeasureRoom[] | null }) {
  const rooms = data ?? [];
  if (rooms.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无测量数据" />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {rooms.map((room, index) => (
        <Card key={`${room.roomName}-${index}`} size="small" type="inner" title={room.roomName}>
          <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
            <Descriptions.Item label="长">{metres(room.length)}</Descriptions.Item>
            <Descriptions.Item label="宽">{metres(room.width)}</Descriptions.Item>
            <Descriptions.Item label="高">{metres(room.height)}</Descriptions.Item>
            <Descriptions.Item label="备注" span={3}>
              {room.remark || "-"}
            </Descriptions.Item>
          </Descriptions>
          <MediaGallery
            files={room.images.map((path) => ({ url: fileUrl(path), filePath: path }))}
            emptyText="暂无照片"
          />
        </Card>
      ))}
    </Space>
  );
}
