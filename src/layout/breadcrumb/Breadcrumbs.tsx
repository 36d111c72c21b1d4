import { Breadcrumb } from "antd";
import { Link, useLocation } from "react-router";
import { crumbsFor } from "./crumbs";

/** The breadcrumb of the page being shown (rules: crumbs.ts). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb
      className="app-breadcrumb"
      items={crumbs.map((crumb) => ({
        key: `${crumb.title}:${crumb.to ?? ""}`,
        title: crumb.to ? (
          <Link to={crumb.to}>{crumb.title}</Link>
        ) : (
          <span aria-current="page">{crumb.title}</span>
        ),
      }))}
    />
  );
}
