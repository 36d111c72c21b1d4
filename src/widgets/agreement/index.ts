export { AgreementText, type AgreementTextProps } from "./AgreementText";
export { SafeHtml, safeHtmlNodes } from "./SafeHtml";
