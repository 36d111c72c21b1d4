export { AppFooter } from "./AppFooter";
