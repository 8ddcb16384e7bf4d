import { fireEvent, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Waits for an antd modal to close. jsdom runs no CSS animations, so the closing animation is
 * ended by hand (rc-motion listens for the animation end events jsdom knows), as a browser would.
 */
export async function expectModalClosed(dialog: HTMLElement) {
  const modal = dialog.closest(".ant-modal") as HTMLElement;
  await waitFor(() => expect(modal).toHaveClass("ant-zoom-leave-active"));
  for (const name of ["animationend", "webkitAnimationEnd", "transitionend"]) fireEvent(modal, new Event(name));
  await waitFor(() => expect(dialog).not.toBeVisible());
}
