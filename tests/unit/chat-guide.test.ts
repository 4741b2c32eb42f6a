import { describe, expect, it } from "vitest";
import { guideState, guideTurn, replyChunks, targetStep } from "@/lib/chat/guide";
import { documentFromConcept } from "@/lib/chat/seed";
import type { ChatEntry } from "@/lib/chat/types";
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";
import { projectConceptSchema } from "@/lib/validations/project";
import { chatMessageSchema, conversationTitleSchema } from "@/lib/validations/chat";

/** Plays a scripted session through the local guided assistant, as the server stores it. */
function play(messages: string[]) {
  let doc: PromptDocument | null = null;
  const history: ChatEntry[] = [];
  const turns = [];
  let refinements = 0;
  for (const message of messages) {
    const turn = guideTurn({ message, document: doc, history });
    history.push(
      { role: "user", content: message },
      { role: "assistant", content: turn.reply, step: turn.asked, applied: turn.applied },
    );
    doc = turn.document;
    if (turn.refined) refinements++;
    turns.push(turn);
  }
  return { doc: doc as PromptDocument, turns, history, refinements };
}

describe("local guided assistant", () => {
  it("a scripted five-turn session produces a document containing what the user said in each turn", () => {
    const script = [
      "A lighthouse keeper named Elias feeds a curious seagull on the rocks.",
      "A windswept rocky island in the North Sea at dawn",
      "Slow dolly in from a wide shot to a close-up of his hands",
      "Quiet and hopeful, a little melancholic",
      'Soft piano music with waves crashing, and Elias says "You came back."',
    ];
    const { doc, turns, refinements } = play(script);
    expect(promptDocumentSchema.parse(doc)).toBeTruthy();
    const json = JSON.stringify(doc);
    expect(json).toContain("Elias");
    expect(json).toContain("seagull");
    expect(doc.scenes[0].setting.location).toBe("A windswept rocky island in the North Sea");
    expect(doc.scenes[0].camera.angles).toEqual(["wide shot", "close-up"]);
    expect(json).toContain("Quiet and hopeful, a little melancholic");
    expect(json).toContain("You came back.");
    expect(json).toContain("Soft piano music");
    expect(doc.scenes[0].setting.time_of_day).toBe("dawn");
    expect(doc.scenes[0].camera.movements.join(" ")).toMatch(/dolly/);
    expect(doc.global_preferences.music.enabled).toBe(true);
    expect(refinements).toBe(5);
    // Step by step, one question at a time: the asked steps follow the guide's order.
    expect(turns.map((t) => t.asked)).toEqual(["setting", "camera", "mood", "audio", "style"]);
    for (const t of turns.slice(0, 4)) expect(t.reply.match(/\*\*Next: /g)).toHaveLength(1);
    // Simple markdown: bold, numbered bold items, bullet lists.
    expect(turns[0].reply).toMatch(/^- \*\*Title:\*\*/m);
    expect(turns[2].reply).toMatch(/^1\. \*\*[^*]+\*\*/m);
  });

  it("a change to the value the document already has changes nothing and is free", async () => {
    const { messageCost } = await import("@/lib/chat/cost");
    const { turns } = play([
      "Change the mood to joyful.",
      "Change the mood to tense.",
      "Change the mood to tense.",
    ]);
    const [, changed, repeated] = turns;
    expect(changed.refined).toBe(true);
    expect(repeated.refined).toBe(false);
    expect(repeated.document).toEqual(changed.document);
    expect(repeated.reply).toMatch(/^The mood already says that\. Nothing changed\./);
    expect(messageCost("Change the mood to tense.", repeated)).toBe(0);
  });

  it("is deterministic", () => {
    const a = play(["A fox runs through a snowy forest.", "A pine forest at night"]);
    const b = play(["A fox runs through a snowy forest.", "A pine forest at night"]);
    expect(a.doc).toEqual(b.doc);
    expect(a.turns.map((t) => t.reply)).toEqual(b.turns.map((t) => t.reply));
  });

  it("finishes the remaining steps (style, duration) and then summarises", () => {
    const { doc, turns } = play([
      "A robot waters a garden.",
      "skip",
      "skip",
      "skip",
      "skip",
      "Claymation, warm and handmade",
      "10 seconds",
    ]);
    expect(doc.project_style.visual_style).toBe("Claymation, warm and handmade");
    expect(doc.project_style.categories).toContain("claymation");
    expect(doc.scenes.every((s) => s.duration_seconds === 10)).toBe(true);
    expect(turns.at(-1)?.asked).toBeNull();
    expect(turns.at(-1)?.reply).toContain("Your prompt is complete.");
    expect(turns[1].refined).toBe(false);
  });

  it("applies a message about another topic to that topic and asks the pending question again", () => {
    const first = play(["A cat naps on a sunny windowsill."]);
    const state = guideState(first.history);
    expect(state.pending).toBe("setting");
    expect(targetStep("Use a slow pan across the room", state)).toBe("camera");
    const turn = guideTurn({
      message: "Use a slow pan across the room",
      document: first.doc,
      history: first.history,
    });
    expect(turn.applied).toBe("camera");
    expect(turn.asked).toBe("setting");
    expect(turn.document.scenes[0].camera.movements).toEqual(["slow pan across"]);
  });

  it("maps durations to the nearest of 5, 8 or 10 seconds", () => {
    const { doc } = play(["A dancer spins on a stage.", "skip", "skip", "skip", "skip", "skip", "6 seconds"]);
    expect(doc.scenes[0].duration_seconds).toBe(5);
  });

  it("streams in small chunks that join back to the reply", () => {
    const reply = guideTurn({ message: "A kite flies over a beach.", document: null, history: [] }).reply;
    const chunks = replyChunks(reply);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join("")).toBe(reply);
    expect(Math.max(...chunks.slice(0, -1).map((c) => c.length))).toBeLessThan(60);
  });

  it("seeds a document from a project concept with its title, duration and mood", () => {
    const concept = projectConceptSchema.parse({
      title: "Harbor Dawn",
      description: "A fisherwoman prepares her boat in a misty harbor.",
      estimatedDuration: "10 seconds",
      targetMood: "peaceful",
    });
    const doc = documentFromConcept(concept);
    expect(doc.project_title).toBe("Harbor Dawn");
    expect(doc.scenes.every((s) => s.duration_seconds === 10)).toBe(true);
    expect(doc.scenes[0].visuals.mood).toBe("peaceful");
  });
});

describe("chat and project schemas", () => {
  it("refuses blank messages and trims titles (1 to 100)", () => {
    expect(chatMessageSchema.safeParse({ message: "   " }).success).toBe(false);
    expect(conversationTitleSchema.parse({ title: "  My film  " }).title).toBe("My film");
    expect(conversationTitleSchema.safeParse({ title: "   " }).success).toBe(false);
    expect(conversationTitleSchema.safeParse({ title: "x".repeat(101) }).success).toBe(false);
  });

  it("uses the spec's concept form messages", () => {
    const missingTitle = projectConceptSchema.safeParse({ title: " ", description: "x".repeat(25) });
    expect(missingTitle.error?.issues[0].message).toBe("Project title is required");
    const short = projectConceptSchema.safeParse({ title: "A", description: "too short" });
    expect(short.error?.issues[0].message).toBe("Please provide a detailed concept description");
  });
});
