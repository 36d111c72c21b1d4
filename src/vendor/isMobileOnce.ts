/**
 * rc-util's `isMobile` (rc-util/es/isMobile), as antd's popups, selects and tabs call it, asked once per page
 * (scripts/vitePlugins/antdPartsReplaced.ts).
 *
 * Each popup trigger, select and tab strip runs it as it mounts: two long patterns over the browser's user agent, which
 * does not change while the page lives. A cold /order/index on a phone spent about 33 ms (4× CPU) of one long task in
 * it (a profile, issue 44). The first answer is kept.
 */
import isMobile from "rc-util/es/isMobile";

let answer: boolean | undefined;

export default function isMobileOnce(): boolean {
  answer ??= isMobile();
  return answer;
}
