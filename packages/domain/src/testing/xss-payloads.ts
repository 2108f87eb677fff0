/**
 * A test fixture shared by every slice that stores user text (API tests, web component tests, browser journeys);
 * not exported by the package index, so no application code ships it.
 *
 * Thirty well-known stored-XSS payloads (OWASP filter-evasion cheat sheet, PortSwigger's XSS cheat sheet and
 * mutation-XSS classics). Each one, if it ran, would call `alert` or set `window.__xss`: the API tests check
 * what is stored and served, the browser journeys render them and watch for either.
 */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=2">`,
  `<svg onload=alert(3)>`,
  `<svg><script>alert(4)</script></svg>`,
  `<a href="javascript:alert(5)">click me</a>`,
  `<a href="JaVaScRiPt:alert(6)">mixed case</a>`,
  `<a href="jav&#x09;ascript:alert(7)">tab entity</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(8)">decimal entities</a>`,
  `<a href=" javascript:alert(9)">leading space</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=">data url</a>`,
  `<a href="vbscript:msgbox(11)">vbscript</a>`,
  `<iframe src="javascript:alert(12)"></iframe>`,
  `<iframe srcdoc="<script>alert(13)</script>"></iframe>`,
  `<body onload=alert(14)>`,
  `<div style="background:url(javascript:alert(15))">styled</div>`,
  `<p style="width: expression(alert(16))">expression</p>`,
  `<input autofocus onfocus=alert(17)>`,
  `<details open ontoggle=alert(18)>`,
  `<video><source onerror="alert(19)"></video>`,
  `<object data="javascript:alert(20)"></object>`,
  `<embed src="javascript:alert(21)">`,
  `<form action="javascript:alert(22)"><button>go</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(23)></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(24)>"></noscript>`,
  `<style>@import 'javascript:alert(25)';</style>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(26)">`,
  `<base href="javascript:alert(27)//">`,
  `"><script>alert(28)</script>`,
  `<img src="/uploads/x.webp" onload="alert(29)" alt="ok">`,
  `<scr<script>ipt>alert(30)</scr</script>ipt>`,
];
