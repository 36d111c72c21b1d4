import type { ComponentType } from "react";

/**
 * One section of the widget gallery. Each widget folder adds a file under src/dev/gallery/sections/ whose
 * default export is a GallerySection; the gallery page picks them up by file, so nobody edits a shared list.
 */
export interface GallerySection {
  /** Anchor id, e.g. "upload" (the browser tests go to /dev/widgets#upload). */
  id: string;
  /** Heading shown in the gallery (Chinese). */
  title: string;
  /** Sort key. */
  order: number;
  Component: ComponentType;
}
