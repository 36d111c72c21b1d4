/**
 * Test helpers for antd selects in jsdom (used by the widget tests). Not imported by the console.
 */
import { act, fireEvent, waitFor } from "@testing-library/react";

/** The option with this title in the dropdown that is open (closed dropdowns stay in the DOM, leaving or hidden). */
export function openOption(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-dropdown")]
      .filter((d) => !/-leave|ant-select-dropdown-hidden/.test(d.className))
      .flatMap((d) => [...d.querySelectorAll<HTMLElement>(".ant-select-item-option")])
      .find((el) => el.getAttribute("title") === title);
    if (!found) throw new Error(`no open option titled ${title}`);
    return found;
  });
}

/** Types `search` into the select's search box (which opens it; or opens a select without search) and clicks
 * the option titled `title`. */
export async function chooseOption(
  select: HTMLElement,
  title: string,
  search: string = title,
): Promise<void> {
  await waitFor(() => expect(select).not.toHaveClass("ant-select-loading"));
  const input = select.querySelector("input") as HTMLInputElement;
  if (input.readOnly)
    openSelect(select); // a select without search opens on mouse down
  else fireEvent.change(input, { target: { value: search } });
  const option = await openOption(title);
  await act(async () => fireEvent.click(option));
}

/** Opens a select's dropdown without typing. */
export function openSelect(select: HTMLElement): void {
  fireEvent.mouseDown(select.querySelector(".ant-select-selector") as HTMLElement);
}
