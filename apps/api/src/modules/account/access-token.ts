import { createSigner, createVerifier, TokenError } from "fast-jwt";

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** A bearer header longer than this is not one of ours (ours are about 200 characters); it is not parsed. */
const MAX_TOKEN_LENGTH = 2_048;

/**
 * Signs and verifies the bearer tokens (HS256); the sessions table decides whether a valid token still counts.
 * fast-jwt checks on the calling thread with node's HMAC: every member's request verifies one, and WebCrypto's
 * asynchronous HMAC (jose) cost a tenth of a member read's CPU (ADR 0092).
 */
export class AccessTokens {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;
  private readonly verifierIgnoringExpiry: (token: string) => Record<string, unknown>;

  constructor(secret: string) {
    this.signer = createSigner({ key: secret, algorithm: "HS256" });
    // No cache: a revoked session is the sessions table's answer, and a token's expiry is checked on each call.
    this.verifier = createVerifier({ key: secret, algorithms: ["HS256"] });
    this.verifierIgnoringExpiry = createVerifier({ key: secret, algorithms: ["HS256"], ignoreExpiration: true });
  }

  async sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
    return this.signer({
      sid: claims.sessionId,
      sub: String(claims.userId),
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  }

  /** Returns the claims of a well-signed token, or null; `ignoreExpiry` serves the logout check. */
  async verify(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims | null> {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const payload = (options.ignoreExpiry ? this.verifierIgnoringExpiry : this.verifier)(token);
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== "string") return null;
      return { userId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
  }
}
