import { describe, expect, it } from "vitest";
import { applyStep } from "@/lib/chat/guide";
import { timeOf } from "@/lib/chat/guide-answer";
import { compileScene } from "@/lib/scene/compiler";
import { readTime } from "@/lib/scene/compiler/setting";
import { TIME_WORDS } from "@/lib/scene/time-words";

// One vocabulary of times of day: the generator and Pro Chat's guide give every word the same value.
describe("time-of-day vocabulary shared by the generator and Pro Chat", () => {
  it.each(Object.entries(TIME_WORDS))("%s -> %s in both", (word, value) => {
    expect(readTime(`A fox runs through the forest at ${word}.`)).toBe(value);
    expect(timeOf(`set it at ${word}`)).toBe(value);
  });

  it("twilight is twilight in a generated document and after a Pro Chat answer", () => {
    const generated = compileScene({ description: "A fox runs through the forest at twilight." });
    expect(generated.scenes[0].setting.time_of_day).toBe("twilight");
    const chat = applyStep(
      compileScene({ description: "A fox runs through the forest." }),
      "setting",
      "at twilight",
    );
    expect(chat.document.scenes[0].setting.time_of_day).toBe("twilight");
  });
});
