import { Suspense, useCallback, useState, type ReactNode } from "react";
import { moduleLoader, useLoadThen } from "../moduleLoader";
import type { MediaFile } from "./kinds";
import { openActionOf } from "./openAction";
import { openInNewTab, saveFile } from "./openFile";

export { openActionOf, type OpenAction } from "./openAction";

/** The viewer and the player, loaded on the first open (PreviewOverlay.tsx) and shown once here (../moduleLoader.ts). */
const previewOverlay = moduleLoader(() => import("./PreviewOverlay"));

interface Opened {
  files: MediaFile[];
  index: number;
}

export interface MediaPreviewController {
  /** Opens `files[index]`: the viewer (browsing the images of `files`), the player, a new tab or a download. */
  open(files: readonly MediaFile[], index: number): void;
  /** Render it once, anywhere: the image viewer and the player dialog. */
  element: ReactNode;
}

/**
 * The media preview of the gallery and the upload widget. The overlays' code comes on the first open; until then
 * (a moment) nothing shows: an overlay takes no room on the page, so nothing moves when it arrives.
 */
export function useMediaPreview(): MediaPreviewController {
  const loadThen = useLoadThen();
  const [opened, setOpened] = useState<Opened | null>(null);

  const open = useCallback(
    (files: readonly MediaFile[], index: number) => {
      const file = files[index];
      if (!file) return;
      const action = openActionOf(file);
      if (action === "newTab") openInNewTab(file);
      else if (action === "download") saveFile(file);
      else loadThen(previewOverlay.load, () => setOpened({ files: [...files], index }));
    },
    [loadThen],
  );

  const PreviewOverlay = previewOverlay.loaded()?.default;
  const element: ReactNode =
    opened && PreviewOverlay ? (
      <Suspense fallback={null}>
        <PreviewOverlay
          files={opened.files}
          index={opened.index}
          onIndex={(index) => setOpened({ files: opened.files, index })}
          onClose={() => setOpened(null)}
        />
      </Suspense>
    ) : null;
  return { open, element };
}
