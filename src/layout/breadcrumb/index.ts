export { Breadcrumbs } from "./Breadcrumbs";
export { crumbsFor, type Crumb } from "./crumbs";
