/**
 * Reloads the page. An object rather than a bare function so tests can replace it (jsdom cannot reload).
 */
export const page = {
  reload(): void {
    window.location.reload();
  },
};
