import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("accepts an empty environment with defaults (demo mode)", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AI_TIMEOUT_MS).toBe(20000);
    expect(env.DATA_DIR).toBe(".data");
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", OPENAI_API_KEY: "" })).toMatchObject({
      DATABASE_URL: undefined,
      OPENAI_API_KEY: undefined,
    });
  });

  it("names the bad variable in a one-line message", () => {
    expect(() => parseEnv({ DATABASE_URL: "nonsense" })).toThrow(EnvError);
    expect(() => parseEnv({ DATABASE_URL: "nonsense" })).toThrow(
      /^Invalid environment variable DATABASE_URL: /,
    );
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ RATE_LIMITS: "maybe" })).toThrow(/RATE_LIMITS/);
    expect(() => parseEnv({ SMTP_URL: "http://x" })).toThrow(/SMTP_URL/);
  });

  it("accepts postgres URLs and numbers", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://u@h:5432/d",
      PORT: "8080",
      RATE_LIMIT_GENERATE_PER_MIN: "100",
    });
    expect(env.PORT).toBe(8080);
    expect(env.RATE_LIMIT_GENERATE_PER_MIN).toBe(100);
  });

  it("reads COMPILE_WORKERS as a count, unset meaning automatic", () => {
    expect(parseEnv({}).COMPILE_WORKERS).toBeUndefined();
    expect(parseEnv({ COMPILE_WORKERS: "0" }).COMPILE_WORKERS).toBe(0);
    expect(parseEnv({ COMPILE_WORKERS: "3" }).COMPILE_WORKERS).toBe(3);
    expect(() => parseEnv({ COMPILE_WORKERS: "-1" })).toThrow(/COMPILE_WORKERS/);
    expect(() => parseEnv({ COMPILE_WORKERS: "two" })).toThrow(/COMPILE_WORKERS/);
  });

  it("reads COMPILE_WORKER_NICE as a nice value of 0-19, unset meaning 19", () => {
    expect(parseEnv({}).COMPILE_WORKER_NICE).toBe(19);
    expect(parseEnv({ COMPILE_WORKER_NICE: "0" }).COMPILE_WORKER_NICE).toBe(0);
    expect(parseEnv({ COMPILE_WORKER_NICE: "10" }).COMPILE_WORKER_NICE).toBe(10);
    expect(() => parseEnv({ COMPILE_WORKER_NICE: "20" })).toThrow(/COMPILE_WORKER_NICE/);
    expect(() => parseEnv({ COMPILE_WORKER_NICE: "-5" })).toThrow(/COMPILE_WORKER_NICE/);
  });
});
