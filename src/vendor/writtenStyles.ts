/**
 * antd's style writer (rc-util's `updateCSS`, as @ant-design/cssinjs and @ant-design/icons call it), answering a
 * style already written without looking for it again (scripts/vitePlugins/antdPartsReplaced.ts).
 *
 * cssinjs calls `updateCSS` on the mount of every component instance, not once per style: with the style written
 * already, rc-util lists the page's <style> elements, reads the mark of each until it finds the style's, then reads
 * the style's whole text back to compare it. With some 200 styles in the page, an order list's first render spent
 * about 40 ms of 600 in that search (a profile of the deep link, issue 44). Here a style this module wrote is
 * remembered with its text: asked again for the same text, while it is still in the page, it is answered at once;
 * anything else (a first write, a changed text, a style removed, a CSP nonce) goes to rc-util as before.
 */
import { removeCSS, updateCSS as updateCSSBySearch } from "rc-util/es/Dom/dynamicCSS";

export { removeCSS };

type StyleOptions = NonNullable<Parameters<typeof updateCSSBySearch>[2]>;

interface Written {
  node: HTMLElement;
  css: string;
  attachTo: StyleOptions["attachTo"];
}

/** By mark and key (rc-util's own identity of a style). */
const written = new Map<string, Written>();

export function updateCSS(css: string, key: string, option: StyleOptions = {}): HTMLElement {
  const id = `${option.mark ?? ""}\u0000${key}`;
  const known = written.get(id);
  if (
    known &&
    known.css === css &&
    known.attachTo === option.attachTo &&
    known.node.isConnected &&
    !option.csp?.nonce
  )
    return known.node;
  const node = updateCSSBySearch(css, key, option);
  written.set(id, { node, css, attachTo: option.attachTo });
  return node;
}
