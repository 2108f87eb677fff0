/**
 * Gives the keyboard focus to the page's main heading, or without one to the main landmark: where a reader goes on
 * when what had the focus is gone (a dialog's opener replaced by the dialog's own outcome, such as the header's
 * login button after a login). Both take the focus from script only (tabindex -1).
 */
export function focusMainHeading(): void {
  const target = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
  if (!target) return;
  target.tabIndex = -1;
  target.focus();
}
