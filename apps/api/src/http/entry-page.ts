// The entry page's own rewriting: the start-up stylesheet inside it (ADR 0058). A public page's content is the
// server render's (server-render.ts, ADR 0096).

/** The start-up stylesheet link that Vite writes into index.html. */
const STARTUP_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([\w.-]+\.css)">/;

/**
 * Puts the start-up stylesheet into the entry page as a <style> element: the page paints (the header bar and the
 * first screen) as soon as the HTML is in, without waiting one more round trip for a render-blocking file
 * (ADR 0058). The file itself stays in the build for the service worker's copy of index.html. A stylesheet that
 * cannot be read, or that could end the element early, is left as a link.
 */
export function inlineStartupStylesheet(html: string, readAsset: (name: string) => string | undefined): string {
  const link = STARTUP_STYLESHEET.exec(html);
  if (!link?.[1]) return html;
  const css = readAsset(link[1]);
  if (css === undefined || /<\/style/i.test(css)) return html;
  return html.replace(link[0], () => `<style>${css}</style>`);
}
