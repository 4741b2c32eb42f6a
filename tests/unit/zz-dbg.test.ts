import { it } from "vitest";
import { findPolicyTerms } from "@/lib/content-policy";
const T = (process.env.T ?? "").split("\n").filter(Boolean);
it("dbg", () => { for (const t of T) console.log(JSON.stringify(findPolicyTerms(t)), "<=", t); });
