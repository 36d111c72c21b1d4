import { Button, Typography } from "antd";
import { useState } from "react";
import { Dialog } from "../../../widgets/dialog";
import type { GallerySection } from "../types";

function DialogSection() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography.Paragraph type="secondary">
        对话框默认宽度 600px（收银台除外，为 399px）。
      </Typography.Paragraph>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <Dialog open={open} title="示例对话框" onOk={() => setOpen(false)} onCancel={() => setOpen(false)}>
        对话框内容
      </Dialog>
    </>
  );
}

const section: GallerySection = {
  id: "dialog",
  title: "对话框",
  order: 39,
  Component: DialogSection,
};
export default section;
