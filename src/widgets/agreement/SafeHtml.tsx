import { createElement, Fragment, useMemo, type ReactNode } from "react";

/**
 * Server HTML shown as text structure only (an agreement's content, protocolInfo): headings, paragraphs, lists and
 * emphasis become React elements; every attribute is dropped (no links, styles, handlers or sources); scripts, styles,
 * embedded content and forms are dropped with their content; any other element is replaced by its children. The
 * markup is parsed by DOMParser, which runs nothing, and never reaches innerHTML.
 *
 *   <SafeHtml html={info.content} />
 */
const KEPT: Readonly<Record<string, string>> = {
  p: "p",
  br: "br",
  strong: "strong",
  b: "strong",
  em: "em",
  i: "em",
  u: "u",
  ul: "ul",
  ol: "ol",
  li: "li",
  blockquote: "blockquote",
  // The agreement sits under its dialog's or card's title: its own headings never rank above h3.
  h1: "h3",
  h2: "h3",
  h3: "h3",
  h4: "h4",
  h5: "h5",
  h6: "h6",
};

const DROPPED = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "form",
  "input",
  "button",
  "select",
  "textarea",
  "img",
  "video",
  "audio",
  "link",
  "meta",
  "head",
  "title",
]);

function toNodes(nodes: NodeListOf<ChildNode>, prefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${prefix}${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent) out.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    const children = toNodes(node.childNodes, `${key}.`);
    const kept = KEPT[tag];
    if (kept === "br") out.push(createElement("br", { key }));
    else if (kept) out.push(createElement(kept, { key }, ...children));
    else out.push(createElement(Fragment, { key }, ...children));
  });
  return out;
}

/** The React nodes of `html` under the rules above. */
export function safeHtmlNodes(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return toNodes(doc.body.childNodes, "");
}

export function SafeHtml({ html }: { html: string }) {
  const nodes = useMemo(() => safeHtmlNodes(html), [html]);
  return <>{nodes}</>;
}
