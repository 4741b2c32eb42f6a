"use client";
import { toast } from "@/components/ui/use-toast";

/** Saves text as a file through a temporary object URL. */
export function saveFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(window.document.createElement("a"), { href: url, download: name });
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Copies text and says so in a toast (or says it failed). */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: `${what} copied to clipboard` });
    return true;
  } catch {
    toast({ title: "Error", description: `Failed to copy ${what.toLowerCase()}`, variant: "destructive" });
    return false;
  }
}

/** A file-system-safe base name from a title, "prompt" when nothing is left. */
export const fileBase = (title: string) =>
  title
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80) || "prompt";
