import { fireEvent } from "@testing-library/react";

/**
 * Types an ISO date ('2025-06-01') into a DateField the way a Polish user does (01.06.2025) and
 * confirms it with Enter; '' clears the field with its clear button.
 */
export function fillDateInput(input: HTMLElement, iso: string): void {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  if (!iso) {
    const clear = input.closest(".ant-picker")?.querySelector(".ant-picker-clear");
    if (!clear) throw new Error("the date field has no clear button (is it empty already?)");
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    fireEvent.blur(input);
    return;
  }
  const [year = "", month = "", day = ""] = iso.split("-");
  fireEvent.change(input, { target: { value: `${day}.${month}.${year}` } });
  fireEvent.keyDown(input, { key: "Enter" });
  fireEvent.blur(input);
}
