/**
 * Gives the keyboard focus to the page's main heading, or without one to the main landmark: where a reader goes on
 * when what had the focus is gone (a dialog's opener replaced by the dialog's own outcome, such as the header's
 * login button after a login). Both take the focus from script only (tabindex -1).
 */
export function focusMainHeading(): void {
  const main = document.querySelector<HTMLElement>("main");
  if (!main) return;
  const target = main.querySelector<HTMLElement>("h1") ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}

/** Whether the focus has been lost: nothing, or the page's body, has it. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}
