// What a Pro Chat message costs: navigation and courtesy words (skip, back, undo, done, help,
// greetings) are free; so is a local guide turn that changes nothing. A message that changes the
// document, or that calls the AI model, costs one credit. Pure (send.ts spends what this says).
import { commandOf, FREE_COMMANDS } from "./guide-answer";

/** Whether a message is a free command (navigation, help, a greeting): it never spends a credit. */
export function isFreeMessage(message: string): boolean {
  const command = commandOf(message);
  return command !== null && FREE_COMMANDS.includes(command);
}

/**
 * Credits a message costs: 0 for a free command; with the local guide's turn in hand, 1 when it
 * changed the document and 0 otherwise; without one (the AI model answers), 1.
 */
export function messageCost(message: string, localTurn: { refined: boolean } | null): 0 | 1 {
  if (isFreeMessage(message)) return 0;
  if (localTurn) return localTurn.refined ? 1 : 0;
  return 1;
}
