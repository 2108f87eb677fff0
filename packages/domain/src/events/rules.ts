/** An http(s) link, nothing else (no javascript:, data: or relative links). */
export function isWebLink(text: string): boolean {
  return /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s<>"]*)?$/i.test(text);
}
