/**
 * The sample files the widget gallery shows (one of each kind). The stand-in's seed stores exactly these paths in
 * its "r/" bucket (mocks/files/seed/files.ts reads this list), so the gallery can load them through the file fetch
 * endpoint. Development data only: nothing of the product depends on it.
 */
export interface GallerySample {
  filePath: string;
  name: string;
}

export const GALLERY_SAMPLES: readonly GallerySample[] = [
  { filePath: "r/samples/site-photo-1.png", name: "安装现场1.png" },
  { filePath: "r/samples/site-photo-2.png", name: "安装现场2.png" },
  { filePath: "r/samples/visit-video.webm", name: "上门视频.webm" },
  { filePath: "r/samples/call-recording.wav", name: "客户录音.wav" },
  { filePath: "r/samples/service-contract.pdf", name: "服务合同.pdf" },
  { filePath: "r/samples/acceptance-form.doc", name: "验收单.doc" },
];
