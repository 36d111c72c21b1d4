import { LoadingOutlined, ReloadOutlined } from "@ant-design/icons";
import { Empty, Typography } from "antd";
import { QRCodeCanvas } from "qrcode.react";
import { useRef, type CSSProperties } from "react";
import type { QrState } from "./cashierController";
import { QR_LOGO_DATA_URL } from "./qrLogo";
import { CASHIER_TEXT, QR_LOGO_SIZE, QR_SIZE, qrFileName } from "./rules";

const box: CSSProperties = {
  position: "relative",
  width: QR_SIZE,
  height: QR_SIZE,
  margin: "0 auto",
};

const overlay: CSSProperties = {
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  background: "rgba(255, 255, 255, 0.94)",
  color: "rgba(0, 0, 0, 0.88)",
};

const centred: CSSProperties = { ...box, display: "flex", alignItems: "center", justifyContent: "center" };

/** Saves the QR canvas as a PNG file. */
function downloadCanvas(canvas: HTMLCanvasElement | null, fileName: string): void {
  if (!canvas) return;
  const link = document.createElement("a");
  link.href = canvas.toDataURL("image/png");
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

function Overlay({ title, onRefresh }: { title: string; onRefresh: () => void }) {
  return (
    <div style={overlay} data-testid="cashier-qr-overlay">
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Link onClick={onRefresh} aria-label={CASHIER_TEXT.refresh}>
        <ReloadOutlined style={{ fontSize: 20 }} /> {CASHIER_TEXT.refresh}
      </Typography.Link>
    </div>
  );
}

/**
 * The QR code area: the code (160 px, the logo at 15 % in the middle), the expired / failed overlay with its
 * refresh, the placeholder when no channel is available, and the download link.
 */
export function QrPanel({ qr, onRefresh }: { qr: QrState; onRefresh: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  if (qr.kind === "none") {
    return (
      <div style={{ ...centred, height: "auto", minHeight: QR_SIZE }} data-testid="cashier-no-channel">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CASHIER_TEXT.noChannel} />
      </div>
    );
  }
  if (qr.kind === "loading") {
    return (
      <div style={centred} data-testid="cashier-qr-loading" aria-busy="true">
        <LoadingOutlined style={{ fontSize: 28, color: "#1677ff" }} />
      </div>
    );
  }
  if (qr.kind === "error") {
    return (
      <div style={{ ...box, border: "1px dashed #d9d9d9" }}>
        <Overlay title={CASHIER_TEXT.loadFailed} onRefresh={onRefresh} />
      </div>
    );
  }

  const { payment } = qr;
  const title =
    qr.kind === "expired" ? CASHIER_TEXT.expired : qr.kind === "failed" ? CASHIER_TEXT.failed : null;
  return (
    <>
      <div style={box} data-testid="cashier-qr" data-qr-value={payment.qrCodeUrl}>
        <QRCodeCanvas
          ref={canvas}
          role="img"
          aria-label={title ? `${CASHIER_TEXT.qrImage}（${title}）` : CASHIER_TEXT.qrImage}
          value={payment.qrCodeUrl}
          size={QR_SIZE}
          level="H"
          marginSize={0}
          imageSettings={{
            src: QR_LOGO_DATA_URL,
            width: QR_LOGO_SIZE,
            height: QR_LOGO_SIZE,
            excavate: true,
          }}
        />
        {title && <Overlay title={title} onRefresh={onRefresh} />}
      </div>
      <div style={{ textAlign: "center", marginTop: 8 }}>
        <Typography.Link
          disabled={qr.kind !== "ready"}
          onClick={() => downloadCanvas(canvas.current, qrFileName(payment.financeTransNo))}
        >
          {CASHIER_TEXT.download}
        </Typography.Link>
      </div>
    </>
  );
}
