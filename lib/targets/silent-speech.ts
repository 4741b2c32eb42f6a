// What a silent model (no sound, no speech) keeps around a line it drops (issue 22). The line goes;
// so does every sentence that only answers it ("She doesn't.", "Nobody answers.", "誰も答えない。"),
// which would refer to nothing. Nothing is rewritten: sentences are dropped or kept whole.
import { REPLY_TO_SPEECH } from "@/lib/scene/speech";

const REPLIES = Object.values(REPLY_TO_SPEECH);

/** Does the sentence only answer a spoken line ("She doesn't", "He doesn't answer", "Nobody answers")? */
export function answersSpeech(text: string): boolean {
  const s = text
    .trim()
    .replace(/[\s.!?。！？।…]+$/u, "")
    .trim();
  return s.length > 0 && REPLIES.some((re) => re.test(s));
}
