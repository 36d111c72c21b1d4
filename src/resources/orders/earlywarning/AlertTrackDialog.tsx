import { Empty, Spin, Timeline } from "antd";
import { api } from "../../../api";
import type { AlertRow } from "../../../api/data";
import { useEndpointQuery } from "../../../queries/endpoint";
import { ToneText } from "../../../widgets/text";
import { Dialog } from "../../../widgets/dialog";

/** 跟踪记录: the alert's track as a timeline, newest first (a remark adds an entry, verticals B.6 item 1). */
export function AlertTrackDialog({ record, onClose }: { record: AlertRow; onClose: () => void }) {
  const query = useEndpointQuery(api.data.alertTrackList, { alertId: record.alertId }, { staleTime: 0 });
  const items = query.data ?? [];
  return (
    <Dialog open title={`跟踪记录 ${record.orderNo}`} footer={null} onCancel={onClose} destroyOnHidden>
      {query.pending ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无跟踪记录" />
      ) : (
        <Timeline
          className="alert-track"
          items={items.map((item) => ({
            key: item.id,
            children: (
              <>
                <div>{item.content}</div>
                <ToneText tone="secondary">
                  {item.operator} · {item.gmtCreatedTime}
                </ToneText>
              </>
            ),
          }))}
        />
      )}
    </Dialog>
  );
}
