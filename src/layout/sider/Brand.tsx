import { Link } from "react-router";
import { Logo } from "../Logo";
import { APP_TITLE } from "../pageTitle";

export const SIDER_WIDTH = 210;
export const SIDER_BACKGROUND = "#001529";

/** The sider's logo and title, a link home. */
export function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to="/dashboard" className="sider-brand" aria-label={APP_TITLE}>
      <Logo size={28} />
      {!collapsed && <span className="sider-brand-title">{APP_TITLE}</span>}
    </Link>
  );
}
