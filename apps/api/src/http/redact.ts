/** Fields whose values never reach a log line: card data, passwords and one-time tokens. */
export const SECRET_FIELDS = [
  "password",
  "cpassword",
  "confirmpassword",
  "oldpassword",
  "newpassword",
  "cardnumber",
  "cvv",
  "expirydate",
  "token",
  "access_token",
];

/** Replaces secret query-string values in a URL with `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const [name = "", ...rest] = pair.split("=");
      return SECRET_FIELDS.includes(decodeURIComponent(name).toLowerCase()) && rest.length
        ? `${name}=[redacted]`
        : pair;
    });
  return `${url.slice(0, q)}?${params.join("&")}`;
}

/** Pino redaction paths for objects that might be logged whole. */
export const REDACT_PATHS = [
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  ...SECRET_FIELDS.flatMap((f) => [`*.${f}`, `*.${f.charAt(0).toUpperCase()}${f.slice(1)}`]),
  "*.CardNumber",
  "*.CVV",
  "*.ExpiryDate",
  "*.CPassword",
  "*.ConfirmPassword",
  "*.OldPassword",
  "*.NewPassword",
];
