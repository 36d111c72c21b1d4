import { Typography } from "antd";
import { fileUrl } from "../../../widgets/media/fileUrl";
import { GALLERY_SAMPLES } from "../../../domain/media/gallerySamples";
import { MediaGallery, type MediaFile } from "../../../widgets/media";
import type { GallerySection } from "../types";

/** The seeded samples of the stand-in's "r/" bucket: two images, a video, an audio clip, a PDF and a .doc. */
const files: MediaFile[] = GALLERY_SAMPLES.map((sample) => ({
  url: fileUrl(sample.filePath),
  name: sample.name,
  filePath: sample.filePath,
}));

function MediaSection() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        点击打开：图片进入查看器，视频和音频播放，PDF 在新标签页打开，其他文档下载。
      </Typography.Paragraph>
      <MediaGallery files={files} />
      <Typography.Text strong style={{ display: "block", margin: "16px 0 8px" }}>
        无文件
      </Typography.Text>
      <MediaGallery files={[]} />
    </>
  );
}

const section: GallerySection = { id: "media", title: "媒体预览", order: 11, Component: MediaSection };
export default section;
