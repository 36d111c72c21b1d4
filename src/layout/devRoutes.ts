import type { RouteDeclaration } from "../resources/types";

/**
 * Routes present only in development and test builds (`vite` dev server, or a build with
 * VITE_WIDGET_GALLERY=true, which `npm test` uses). Vite replaces the condition at build time, so a production
 * build contains neither the route nor the gallery code.
 */
export const devRoutes: RouteDeclaration[] =
  import.meta.env.DEV || import.meta.env.VITE_WIDGET_GALLERY === "true"
    ? [
        {
          path: "/dev/widgets",
          title: "组件示例",
          group: "home",
          hidden: true,
          ungated: true,
          screen: () => import("../dev/gallery/GalleryPage"),
        },
      ]
    : [];
