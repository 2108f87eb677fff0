import type { Clock } from "../../shared/clock.ts";
import { derivedKey, linkSigner } from "../../shared/signed-link.ts";

/**
 * Time-limited links to private local files: `/uploads/private/...?expires=<unix s>&sig=<HMAC>`. The key
 * is derived from the JWT secret with a fixed label, so the login-token key is never used as is and every
 * instance sharing JWT_SECRET accepts the others' links.
 */
export interface UploadLinkSigner {
  /** The path with `expires` and `sig` appended. */
  sign(urlPath: string, expiresInSeconds: number): string;
  /** True when `sig` was made by us for this path and `expires` is still in the future. */
  verify(urlPath: string, expires: string | undefined, sig: string | undefined): boolean;
}

export function createUploadLinkSigner(secret: string, clock: Clock): UploadLinkSigner {
  const signer = linkSigner(derivedKey(secret, "haa:uploads:signed-url:v1"));
  const payload = (urlPath: string, expires: string) => `${urlPath}\n${expires}`;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    sign(urlPath, expiresInSeconds) {
      const expires = String(nowSeconds() + Math.max(1, Math.floor(expiresInSeconds)));
      return `${urlPath}?expires=${expires}&sig=${signer.sign(payload(urlPath, expires))}`;
    },
    verify(urlPath, expires, sig) {
      if (!expires || !sig || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
      if (Number(expires) <= nowSeconds()) return false;
      return signer.verify(payload(urlPath, expires), sig);
    },
  };
}
