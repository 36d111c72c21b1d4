import { Button, Col, Form, Row, Typography } from "antd";
import { useState, type ReactNode } from "react";
import { GALLERY_SAMPLES } from "../../../domain/media/gallerySamples";
import { fileUrl } from "../../../widgets/media/fileUrl";
import { Upload, type UploadedFile, type UploadProps } from "../../../widgets/upload";
import type { GallerySection } from "../types";

const initialFiles: UploadedFile[] = GALLERY_SAMPLES.slice(0, 2).map((sample) => ({
  filePath: sample.filePath,
  fileType: "image",
  url: fileUrl(sample.filePath),
  name: sample.name,
}));

function State({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Col xs={24} lg={12} data-testid={`upload-state-${id}`} style={{ marginBottom: 16 }}>
      <Typography.Text strong style={{ display: "block", marginBottom: 8 }}>
        {title}
      </Typography.Text>
      {children}
    </Col>
  );
}

/** A controlled Upload with the value shown under it (what a form would receive). */
function Demo(props: Omit<UploadProps, "value" | "onChange"> & { initial?: UploadedFile[] }) {
  const { initial, ...rest } = props;
  const [files, setFiles] = useState<UploadedFile[] | undefined>(initial);
  return (
    <>
      <Upload {...rest} value={files} onChange={setFiles} />
      <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }} data-testid="upload-value">
        已上传 {files?.length ?? 0} 个
      </Typography.Text>
    </>
  );
}

function FormDemo() {
  const [submitted, setSubmitted] = useState<string>("");
  return (
    <Form
      layout="vertical"
      onFinish={(values: { photos?: UploadedFile[] }) => setSubmitted(JSON.stringify(values.photos ?? []))}
    >
      <Form.Item name="photos" label="门头照片" rules={[{ required: true, message: "请上传门头照片" }]}>
        <Upload appName="provider-apply" limit={3} />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
      {submitted && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12, wordBreak: "break-all" }}>
          {submitted}
        </Typography.Paragraph>
      )}
    </Form>
  );
}

function UploadGallery() {
  return (
    <Row gutter={24}>
      <State id="default" title="默认（图片，最多 5 个，单个 10MB，可粘贴图片）">
        <Demo />
      </State>
      <State id="watermark" title="平台商品图片（platform-goods，上传前加水印 仅供平台商品使用）">
        <Demo appName="platform-goods" bucket="r/" />
      </State>
      <State id="limit2" title="最多 2 个">
        <Demo limit={2} />
      </State>
      <State id="size1" title="单个不超过 1MB">
        <Demo maxSizeMb={1} />
      </State>
      <State id="media" title="视频、音频、文档和 Excel（其他类型提示 上传文件格式错误）">
        <Demo
          kind={["video", "audio", "document", "excel"]}
          appName="order-feedback"
          width={100}
          height={100}
        />
      </State>
      <State id="initial" title="带初始文件">
        <Demo initial={initialFiles} />
      </State>
      <State id="bad-initial" title="初始值不是数组">
        {/* Typed boundary: the wrong value a caller could pass at run time. */}
        <Upload value={"site-photo.png" as unknown as UploadedFile[]} />
      </State>
      <State id="disabled" title="禁用">
        <Upload value={initialFiles} disabled />
      </State>
      <State id="form" title="表单中使用（Form.Item）">
        <FormDemo />
      </State>
    </Row>
  );
}

const section: GallerySection = { id: "upload", title: "文件上传", order: 10, Component: UploadGallery };
export default section;
