/**
 * The bill screens' pieces the engine cannot declare: the status tag read from the status lookup, the worker bills'
 * summary figures and a download with its progress message. A worker bill's detail drawer is workerBillDetail.tsx.
 */
import { Card, Col, Row, Statistic } from "antd";
import { useEffect, useRef } from "react";
import { api } from "../../api";
import type { Endpoint } from "../../api/endpoint";
import { BILL_STATUS } from "../../domain/bills/rules";
import { download } from "../../providers/http";
import { useEndpointQuery } from "../../queries/endpoint";
import { useMayDo } from "../../providers/usePermission";
import { toastProgress, toastSuccess } from "../../providers/toast";
import { EnumTag, formatMoney, useOptions, type OptionsSource } from "../engine";

/** A bill status as the lookup names it (the domain table until the lookup has answered). */
export function BillStatusCell({ source, value }: { source: OptionsSource; value: unknown }) {
  const options = useOptions(source);
  return <EnumTag table={options.length > 0 ? options : BILL_STATUS} value={value} />;
}

/** Saves a downloaded file under its name (a temporary link; the object URL is released afterwards). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a bill as soon as it is shown (an action component), with a loading message while the file comes;
 * the file keeps the name the server gives it. A failed download has already shown its error toast.
 */
export function DownloadBill({
  endpoint,
  billNo,
  onClose,
}: {
  endpoint: Endpoint<{ billNo: string }, unknown>;
  billNo: string;
  onClose: () => void;
}) {
  const started = useRef(false);
  useEffect(() => {
    // Once per click, also when a development double render mounts the component twice.
    if (started.current) return;
    started.current = true;
    const closeProgress = toastProgress("账单下载中…");
    download(endpoint, { billNo })
      .then(({ blob, filename }) => {
        saveFile(blob, filename ?? `账单_${billNo}.csv`);
        closeProgress();
        toastSuccess("下载成功");
      })
      .catch(closeProgress)
      .finally(onClose);
  }, [endpoint, billNo, onClose]);
  return null;
}

/** The worker bills' figures for the current search (师傅收款 summary), when the account may see them. */
export function BillSummary({ payload }: { payload: Record<string, unknown> }) {
  const allowed = useMayDo("bill:workerCollection");
  const query = useEndpointQuery(api.finance.workerBillCollection, payload, {
    enabled: allowed,
    keepPrevious: true,
  });
  if (!allowed) return null;
  const data = query.data;
  const figure = (title: string, value: number | undefined, money: boolean) => (
    <Col xs={12} md={8} lg={4} key={title}>
      <Statistic
        title={title}
        value={value === undefined ? "-" : money ? formatMoney(value) : value}
        loading={query.pending}
      />
    </Col>
  );
  return (
    <Card size="small" className="bill-summary" style={{ marginBottom: 16 }} aria-label="师傅账单汇总">
      <Row gutter={[16, 8]}>
        {figure("应结总额", data?.totalAmount, true)}
        {figure("已结算", data?.settledAmount, true)}
        {figure("待结算", data?.unsettledAmount, true)}
        {figure("账单数", data?.billCount, false)}
        {figure("订单数", data?.orderCount, false)}
      </Row>
    </Card>
  );
}
