import { hash, verify } from "@node-rs/argon2";

/** Argon2id at 19 MiB and t=2 (OWASP's minimum profile, architecture "Auth"). */
// algorithm 2 is Argon2id (the package exports it as an ambient const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, OPTIONS),
  async verify(hashed, password) {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  },
};
