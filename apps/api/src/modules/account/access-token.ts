import { errors, jwtVerify, SignJWT } from "jose";

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Signs and verifies the bearer tokens; the sessions table decides whether a valid token still counts. */
export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Returns the claims of a well-signed token, or null; `ignoreExpiry` serves the logout check. */
  async verify(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS256"],
        ...(options.ignoreExpiry ? { currentDate: new Date(0) } : {}),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== "string") return null;
      return { userId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
