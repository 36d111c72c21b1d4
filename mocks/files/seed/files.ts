import { GALLERY_SAMPLES } from "../../../src/domain/media/gallerySamples";
import type { FileKind } from "../../../src/api/types";
import { bucketOf, saveFile } from "../fileStore";
import { samplePdf, samplePng, sampleRtfDoc, sampleWav, sampleWebm } from "./sampleFiles";
import type { SeedModule } from "../../db/seed/types";

interface Made {
  mime: string;
  fileType: FileKind;
  content: Buffer;
}

function make(filePath: string): Made {
  if (filePath.endsWith("-1.png")) {
    return {
      mime: "image/png",
      fileType: "image",
      content: samplePng(240, 320, [22, 119, 255], [114, 46, 209]),
    };
  }
  if (filePath.endsWith(".png")) {
    return {
      mime: "image/png",
      fileType: "image",
      content: samplePng(320, 240, [82, 196, 26], [250, 173, 20]),
    };
  }
  if (filePath.endsWith(".webm")) return { mime: "video/webm", fileType: "video", content: sampleWebm() };
  if (filePath.endsWith(".wav"))
    return { mime: "audio/wav", fileType: "audio", content: sampleWav(1.5, 660) };
  if (filePath.endsWith(".pdf")) {
    return {
      mime: "application/pdf",
      fileType: "document",
      content: samplePdf(["Service contract (sample)", "Provider console stand-in", "Page 1 of 1"]),
    };
  }
  if (filePath.endsWith(".doc")) {
    return {
      mime: "application/msword",
      fileType: "document",
      content: sampleRtfDoc(["验收单（示例）", "服务商工作台 演示数据"]),
    };
  }
  throw new Error(`no sample generator for ${filePath}`);
}

/** The sample media of the widget gallery (src/domain/media/gallerySamples.ts), in the "r/" bucket. */
export const filesSeed: SeedModule = {
  name: "files",
  run({ db, anchor }) {
    for (const sample of GALLERY_SAMPLES) {
      const made = make(sample.filePath);
      saveFile(db, {
        filePath: sample.filePath,
        bucket: bucketOf(sample.filePath),
        name: sample.name,
        mime: made.mime,
        size: made.content.length,
        fileType: made.fileType,
        appName: "provider-console",
        watermarked: false,
        owner: null,
        createdAt: anchor - 30 * 24 * 60 * 60 * 1000,
        content: made.content,
      });
    }
  },
};
