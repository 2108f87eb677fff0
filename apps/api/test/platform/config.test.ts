import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "haa-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir };
const SECRET_32 = "0123456789abcdef0123456789abcdef";

describe("safe defaults", () => {
  it("listens on 127.0.0.1 in development and test unless HOST is set", () => {
    expect(loadConfig({ ...base }).host).toBe("127.0.0.1");
    expect(loadConfig({ ...base, NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ ...base, HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("listens on every interface in production unless HOST is set", () => {
    const config = loadConfig({ ...base, NODE_ENV: "production", API_KEY: "k", JWT_SECRET: SECRET_32 });
    expect(config.host).toBe("0.0.0.0");
  });

  it("refuses to start in production without an API_KEY", () => {
    expect(() => loadConfig({ ...base, NODE_ENV: "production", JWT_SECRET: SECRET_32 })).toThrow(/API_KEY/);
  });

  it("refuses to start in production without a JWT_SECRET of at least 32 bytes", () => {
    expect(() => loadConfig({ ...base, NODE_ENV: "production", API_KEY: "k" })).toThrow(/JWT_SECRET.*32 bytes/);
    expect(() => loadConfig({ ...base, NODE_ENV: "production", API_KEY: "k", JWT_SECRET: "short-secret" })).toThrow(
      /JWT_SECRET.*32 bytes/,
    );
    expect(loadConfig({ ...base, NODE_ENV: "production", API_KEY: "k", JWT_SECRET: SECRET_32 }).jwtSecret).toBe(
      SECRET_32,
    );
  });

  it("still generates a JWT secret in development", () => {
    expect(loadConfig({ ...base }).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy when unset, empty, 0 or false", () => {
    for (const value of [undefined, "", "0", "false"]) {
      expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy, String(value)).toBe(false);
    }
  });

  it("takes a hop count", () => {
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it("takes a comma-separated list of addresses and CIDR ranges", () => {
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.0/8, 192.168.1.5,::1, fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.5",
      "::1",
      "fd00::/8",
    ]);
  });

  it("never trusts everything: 'true' means one hop, with a warning", () => {
    const config = loadConfig({ ...base, TRUST_PROXY: "true" });
    expect(config.trustProxy).toBe(1);
    expect(config.warnings.join(" ")).toMatch(/TRUST_PROXY/);
  });

  it("refuses values it cannot read", () => {
    for (const value of ["yes", "10.0.0.0/99", "nginx", "-1", "1.5"]) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("ERASURE_GRACE_DAYS (ADR 0089)", () => {
  it("defaults to 30 days and takes a whole number from 0 to 365", () => {
    expect(loadConfig({ ...base }).erasureGraceDays).toBe(30);
    expect(loadConfig({ ...base, ERASURE_GRACE_DAYS: "0" }).erasureGraceDays).toBe(0);
    expect(loadConfig({ ...base, ERASURE_GRACE_DAYS: "14" }).erasureGraceDays).toBe(14);
  });

  it("falls back to 30 with a warning on a value it cannot use", () => {
    for (const value of ["-1", "366", "2.5", "soon"]) {
      const config = loadConfig({ ...base, ERASURE_GRACE_DAYS: value });
      expect(config.erasureGraceDays).toBe(30);
      expect(config.warnings.join("\n")).toMatch(/ERASURE_GRACE_DAYS/);
    }
  });
});

describe("DB_POOL_SIZE and DB_WRITE_POOL_SIZE", () => {
  it("default to 10 connections for reads and jobs and 4 for requests that write", () => {
    expect(loadConfig({ ...base }).poolSizes).toEqual({ read: 10, write: 4 });
    expect(loadConfig({ ...base, DB_POOL_SIZE: "30", DB_WRITE_POOL_SIZE: "8" }).poolSizes).toEqual({
      read: 30,
      write: 8,
    });
  });

  it("keep the default with a warning on a value they cannot use", () => {
    for (const value of ["0", "201", "2.5", "many"]) {
      const config = loadConfig({ ...base, DB_POOL_SIZE: value, DB_WRITE_POOL_SIZE: value });
      expect(config.poolSizes).toEqual({ read: 10, write: 4 });
      expect(config.warnings.join("\n")).toMatch(/DB_POOL_SIZE must be/);
      expect(config.warnings.join("\n")).toMatch(/DB_WRITE_POOL_SIZE must be/);
    }
  });
});

describe("JOB_CONCURRENCY", () => {
  it("runs 4 jobs at once on PostgreSQL and 1 on PGlite unless told otherwise", () => {
    expect(loadConfig({ ...base }).jobConcurrency).toBe(1);
    expect(loadConfig({ ...base, DATABASE_URL: "postgres://db.example/haa" }).jobConcurrency).toBe(4);
    expect(
      loadConfig({ ...base, DATABASE_URL: "postgres://db.example/haa", JOB_CONCURRENCY: "8" }).jobConcurrency,
    ).toBe(8);
  });

  it("keeps the default with a warning on a value it cannot use", () => {
    for (const value of ["0", "17", "2.5", "many"]) {
      const config = loadConfig({ ...base, DATABASE_URL: "postgres://db.example/haa", JOB_CONCURRENCY: value });
      expect(config.jobConcurrency).toBe(4);
      expect(config.warnings.join("\n")).toMatch(/JOB_CONCURRENCY must be a whole number of jobs from 1 to 16/);
    }
  });
});
