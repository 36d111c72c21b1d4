import { CloseOutlined, PhoneFilled, PhoneOutlined } from "@ant-design/icons";
import { Button, Card, Input, Space, Tag, Typography } from "antd";
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from "react";
import { toastError } from "../../providers/toast";
import { createHotlineAdapter, type HotlineAdapter } from "./adapter";
import { DialerController } from "./dialerController";
import { browserEnvironment, type DialerEnvironment } from "./environment";
import { cleanNumberInput, DIALER_STATUS_LABEL, formatDuration, KEYPAD, type DialerStatus } from "./rules";
import { apiHotlineService, type HotlineService } from "./service";
import { StatusTag, type StatusTagType } from "../status-tag";
import { currentCallRequest, subscribeCallRequests, type CallRequestOptions } from "./callRequests";
import { DialerButton } from "./DialerButton";

export interface HotlineDialerProps {
  /** "floating" (default): a round button fixed at the bottom right; "inline": a button in the page flow. */
  placement?: "floating" | "inline";
  /** Panel open at first. */
  defaultOpen?: boolean;
  /** Number in the entry at first (e.g. the customer of an order). */
  defaultNumber?: string;
  /** Replaces parts of the browser checks (tests, the widget gallery: a fake microphone, another browser). */
  environment?: Partial<DialerEnvironment>;
  /** Makes the call-service adapter (default: the configured one, VITE_HOTLINE_ADAPTER). */
  createAdapter?: () => HotlineAdapter;
  /** The back-end calls (default: token, seat dictionary and saveHistory through src/api). */
  service?: HotlineService;
  /** Delay before dialing starts (spec: 1500 ms). */
  dialDelayMs?: number;
  /** How long a call may ring unanswered before 拨号超时 (default 30 s). */
  dialTimeoutMs?: number;
  /**
   * The console's one dialer (mounted by the admin layout): opens with the number of each requestCall() made after
   * it mounted; a request during a call opens the panel and leaves the call's number as it is.
   */
  followsRequests?: boolean;
  /**
   * Starts from the latest requestCall() (number, label, onPlaced) and open: the console's dialer is loaded on its
   * first use (src/layout/ConsoleDialer.tsx), so the request that brought it in came before it mounted.
   */
  takesCurrentRequest?: boolean;
}

/** The call's status as a status tag (spec §3 types); 待拨号 is no status yet: a plain tag. */
const STATUS_TYPE: Record<DialerStatus, StatusTagType | undefined> = {
  ready: undefined,
  dialing: "warning",
  inCall: "success",
  ended: "warning",
};

function CallStatus({ status }: { status: DialerStatus }) {
  const type = STATUS_TYPE[status];
  const label = DIALER_STATUS_LABEL[status];
  return type ? <StatusTag type={type}>{label}</StatusTag> : <Tag>{label}</Tag>;
}

const floatingPanel: CSSProperties = { position: "fixed", right: 24, bottom: 88, zIndex: 1000, width: 280 };
const inlinePanel: CSSProperties = { width: 280, marginTop: 12 };
const padGrid: CSSProperties = {
  display: "grid",
  gridTemplateColumns: "repeat(3, 1fr)",
  gap: 8,
  margin: "12px 0",
};

/** Re-renders every second while `active` and answers the current time. */
function useTicker(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function DialerPanel({
  controller,
  defaultNumber,
  request,
  style,
  onClose,
}: {
  controller: DialerController;
  defaultNumber: string;
  /** What a requestCall said of its number; it holds while the entry still has that number. */
  request: CallRequestOptions;
  style: CSSProperties;
  onClose: () => void;
}) {
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const [number, setNumber] = useState(defaultNumber);
  const now = useTicker(snapshot.status === "inCall");
  const busy = snapshot.preparing || snapshot.status === "dialing" || snapshot.status === "inCall";
  const elapsed = snapshot.answeredAt !== null ? Math.max(now, snapshot.answeredAt) - snapshot.answeredAt : 0;
  const requested = defaultNumber !== "" && number === defaultNumber;
  const dial = () =>
    void controller.dial(
      number,
      requested ? request.onPlaced : undefined,
      requested ? request.seat : undefined,
    );
  // The seat a privacy number must be called from is known before dialing; otherwise the call's own.
  const seat = (requested ? request.seat : undefined) ?? snapshot.seat;

  return (
    <Card
      size="small"
      role="dialog"
      aria-label="智能外呼"
      style={style}
      title={
        <Space size={8}>
          <PhoneOutlined />
          <span>智能外呼</span>
          <span data-testid="dialer-status">
            <CallStatus status={snapshot.status} />
          </span>
        </Space>
      }
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label="关闭外呼面板"
          onClick={onClose}
        />
      }
    >
      <Space direction="vertical" size={4} style={{ width: "100%" }}>
        {requested && request.label && (
          <Typography.Text strong data-testid="dialer-target">
            {request.label}
          </Typography.Text>
        )}
        <Input
          value={number}
          placeholder="请输入手机号"
          allowClear
          inputMode="tel"
          aria-label="号码"
          disabled={busy}
          onChange={(event) => setNumber(cleanNumberInput(event.target.value))}
          onPressEnter={dial}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="dialer-info">
          {snapshot.status === "inCall" && (
            <span data-testid="dialer-timer">{formatDuration(elapsed)} · </span>
          )}
          {seat ? `坐席 ${seat}` : "坐席随机分配"}
          {snapshot.ringing && " · 对方响铃中"}
        </Typography.Text>
      </Space>
      <div style={padGrid}>
        {KEYPAD.map((key) => (
          <Button
            key={key}
            disabled={busy}
            onClick={() => setNumber((value) => cleanNumberInput(value + key))}
          >
            {key}
          </Button>
        ))}
      </div>
      <div style={{ display: "flex", gap: 8 }}>
        <Button
          type="primary"
          icon={<PhoneFilled />}
          autoInsertSpace={false}
          style={{ flex: 1, background: busy ? undefined : "#52c41a" }}
          loading={snapshot.preparing}
          disabled={snapshot.status === "dialing" || snapshot.status === "inCall"}
          onClick={dial}
        >
          拨号
        </Button>
        <Button
          danger
          type="primary"
          icon={<PhoneFilled rotate={135} />}
          autoInsertSpace={false}
          style={{ flex: 1 }}
          disabled={snapshot.status !== "dialing" && snapshot.status !== "inCall"}
          onClick={() => void controller.hangUp()}
        >
          挂断
        </Button>
      </div>
    </Card>
  );
}

/** What a call request says of its number (label, onPlaced, the seat to call from). */
const requestOptions = ({ label, onPlaced, seat }: CallRequestOptions): CallRequestOptions => ({
  label,
  onPlaced,
  seat,
});

/**
 * The floating hotline dialer (spec §2, §4 "Hotline dialer flow"): a button that opens a panel with the number
 * entry, the 12-key pad, 拨号 and 挂断, and the state (待拨号 / 拨号中 / 通话中 with its timer / 通话结束). Calls go
 * through the configured call-service adapter (see README.md beside this file); every prerequisite and failure is
 * told with the §8 message as an error toast.
 */
export function HotlineDialer({
  placement = "floating",
  defaultOpen = false,
  defaultNumber = "",
  environment,
  createAdapter = createHotlineAdapter,
  service = apiHotlineService,
  dialDelayMs,
  dialTimeoutMs,
  followsRequests = false,
  takesCurrentRequest = false,
}: HotlineDialerProps) {
  const [open, setOpen] = useState(defaultOpen || (takesCurrentRequest && currentCallRequest() !== null));
  // The number the panel starts from, and a key that remounts the panel when a request brings a new one.
  const [entry, setEntry] = useState<{ number: string; key: number; request: CallRequestOptions }>(() => {
    const request = takesCurrentRequest ? currentCallRequest() : null;
    return request
      ? {
          number: request.number,
          key: request.seq,
          request: requestOptions(request),
        }
      : { number: defaultNumber, key: 0, request: {} };
  });
  const [controller] = useState(
    () =>
      new DialerController({
        service,
        environment: { ...browserEnvironment(), ...environment },
        createAdapter,
        notify: { error: toastError },
        dialDelayMs,
        dialTimeoutMs,
      }),
  );

  useEffect(() => {
    controller.activate();
    return () => controller.dispose();
  }, [controller]);

  useEffect(() => {
    if (!followsRequests) return;
    return subscribeCallRequests(() => {
      const request = currentCallRequest();
      if (!request) return;
      setOpen(true);
      const { status, preparing } = controller.getSnapshot();
      if (!preparing && status !== "dialing" && status !== "inCall")
        setEntry({
          number: request.number,
          key: request.seq,
          request: requestOptions(request),
        });
    });
  }, [followsRequests, controller]);

  const toggle = () => setOpen((value) => !value);
  const panel = open && (
    <DialerPanel
      key={entry.key}
      controller={controller}
      defaultNumber={entry.number}
      request={entry.request}
      style={placement === "floating" ? floatingPanel : inlinePanel}
      onClose={() => setOpen(false)}
    />
  );

  if (placement === "inline") {
    return (
      <div>
        <Button icon={<PhoneOutlined />} onClick={toggle} aria-expanded={open}>
          智能外呼
        </Button>
        {panel}
      </div>
    );
  }
  return (
    <>
      <DialerButton onClick={toggle} expanded={open} />
      {panel}
    </>
  );
}
