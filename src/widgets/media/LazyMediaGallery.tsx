/**
 * MediaGallery loaded on first use: lists and details that show media rarely pay for the image viewer up front.
 */
import { Spin } from "antd";
import { lazy, Suspense } from "react";
import type { MediaGalleryProps } from "./MediaGallery";

const Gallery = lazy(() => import("./MediaGallery").then((m) => ({ default: m.MediaGallery })));

export function LazyMediaGallery(props: MediaGalleryProps) {
  return (
    <Suspense fallback={<Spin size="small" aria-label="图片加载中" />}>
      <Gallery {...props} />
    </Suspense>
  );
}
