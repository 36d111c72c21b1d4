/**
 * antd's icons name themselves in English (`<span role="img" aria-label="search">`): inside a button that English
 * joins the button's name ("search 查询"), alone it is read out as a picture called "bell". In this console every
 * icon is decorative — the controls carry Chinese names, which axe checks — so each icon with such a name is hidden
 * from assistive technology as soon as it appears. An icon given a Chinese name on purpose is left alone.
 */
const ENGLISH_NAMED_ICON = '.anticon[role="img"][aria-label]:not([aria-hidden])';
const HAS_CJK = /[\u3400-\u9fff]/;

/**
 * A control whose only content was the icon (antd's pagination arrows) would be left without a name: it takes the
 * Chinese title antd shows on hover (上一页 / 下一页), from itself or the item around it.
 */
function nameIconOnlyControl(icon: HTMLElement): void {
  const control = icon.closest<HTMLElement>('button, a, [role="button"]');
  if (!control || control.hasAttribute("aria-label") || control.hasAttribute("aria-labelledby")) return;
  if ((control.textContent ?? "").trim() !== "") return;
  const title = control.closest("[title]")?.getAttribute("title") ?? "";
  if (HAS_CJK.test(title)) control.setAttribute("aria-label", title);
}

function hideIn(node: ParentNode): void {
  const icons = node.querySelectorAll<HTMLElement>(ENGLISH_NAMED_ICON);
  const self = node instanceof HTMLElement && node.matches(ENGLISH_NAMED_ICON) ? [node] : [];
  for (const icon of [...self, ...icons]) {
    if (HAS_CJK.test(icon.getAttribute("aria-label") ?? "")) continue;
    icon.setAttribute("aria-hidden", "true");
    nameIconOnlyControl(icon);
  }
}

/** Hides the icons under `root` now and whenever new ones are added; answers a function that stops watching. */
export function hideIconNames(root: HTMLElement = document.body): () => void {
  hideIn(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const added of mutation.addedNodes) if (added instanceof HTMLElement) hideIn(added);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
