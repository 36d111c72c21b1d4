/**
 * antd Button's loading icon (scripts/vitePlugins/antdPartsReplaced.ts points Button's import here), drawn only once
 * the button has been loading.
 *
 * antd draws it through rc-motion's CSSMotion in every button without an icon, loading or not, and CSSMotion sets its
 * state in a layout effect on mount: each such button rendered again, synchronously, inside the commit that mounted
 * it. A list's buttons did that by the dozen in the first commit of the page (issue 44: 38 of them on the order
 * list's cards). Here nothing is drawn until the button first loads; from then on antd's own icon is drawn, which
 * mounts visible and so plays the same widening it plays when a button starts loading.
 */
import AntdLoadingIcon, { type DefaultLoadingIconProps } from "antd/es/button/DefaultLoadingIcon";
import { useState } from "react";

export default function ButtonLoadingIcon(props: DefaultLoadingIconProps) {
  const [drawn, setDrawn] = useState(Boolean(props.loading));
  // Adjusted while rendering (React's pattern for state that follows a prop): no commit shows the button loading
  // without its icon.
  if (props.loading && !drawn) setDrawn(true);
  return drawn || props.existIcon ? <AntdLoadingIcon {...props} /> : null;
}
