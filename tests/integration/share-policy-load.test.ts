import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/share/route";
import { policyWork } from "@/lib/content-policy/match";
import { compileScene } from "@/lib/scene/compiler";
import { callRoute } from "../support/route-call";

// Issue 24, finding 1: one unauthenticated share of 63 kB ("shot shot shot ...") used to cost the
// policy quadratic work, twice, on the event loop. The same request now costs linear work, counted
// (not timed): at most a fixed number of steps per character of the document, in one pass.
const doc = () =>
  compileScene({
    description: "A child floats a paper boat down a rainy street gutter.",
    title: "Boat",
    duration: 8,
  });

/** About 62 kB of "shot shot ..." spread over fields within the document limits (4,000 characters each). */
const floodDocument = (last = "") => {
  const document = doc();
  const field = "shot ".repeat(798);
  document.scenes = [1, 2, 3, 4, 5].map((id) => ({
    ...structuredClone(document.scenes[0]),
    id,
    description: field,
    notes: field,
    setting: { ...document.scenes[0].setting, background_details: field },
  }));
  document.scenes[4].notes = `${"shot ".repeat(790)}${last}`;
  return document;
};

const share = (body: unknown, ip: string) =>
  callRoute(POST, { method: "POST", path: "/api/share", body, headers: { "x-forwarded-for": ip } });

// The document limits (lib/validations/document-limits.ts) refuse one 63 kB field outright, so the
// flood is spread over many fields, each within its limit: the policy still sees ~62 kB of text.
describe("POST /api/share with a 62 kB repetitive document", () => {
  it("is judged in linear work, once, and stored", async () => {
    const document = floodDocument();
    const size = JSON.stringify(document).length;
    expect(size).toBeGreaterThan(60_000);
    expect(size).toBeLessThan(64 * 1024);
    const before = policyWork.steps;
    const res = await share({ document }, "198.51.100.71");
    const steps = policyWork.steps - before;
    expect(res.status).toBe(201);
    // The old matcher visited every token of the sentence for every "shot": ~12,600² steps, twice.
    expect(steps).toBeLessThan(40 * size);
  });

  it("still refuses a banned sentence hidden at the end of the same document", async () => {
    const document = floodDocument(". The gunman shot the cashier.");
    const res = await share({ document }, "198.51.100.72");
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Content not allowed: Content contains inappropriate keywords: .*shot/);
  });

  it("refuses a body over the 64 kB limit with a clear 413 before any check", async () => {
    const document = doc();
    document.scenes[0].notes = "shot ".repeat(14_000);
    const before = policyWork.steps;
    const res = await share({ document }, "198.51.100.73");
    expect(res.status).toBe(413);
    expect(policyWork.steps - before).toBe(0);
  });
});
