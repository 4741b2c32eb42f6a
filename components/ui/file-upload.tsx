"use client";
import { useId, useRef, useState } from "react";
import { CheckCircle2, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";

type Props = {
  /** Uploads the chosen file and returns its stored path; a thrown error with a `title` is toasted with it. */
  upload: (file: File) => Promise<string>;
  onUploaded: (objectPath: string, file: File) => void;
  accept: string;
  maxBytes: number;
  /** Shown when the chosen file's declared type is not in `accept`. */
  typeMessage: string;
  label: string;
  className?: string;
};

const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/**
 * One-file uploader (docs/product-spec.md §4): choosing a file does not start the upload; the Upload button
 * does. Size and type are pre-checked here for a quick answer; the server decides by content.
 */
export function FileUpload({ upload, onUploaded, accept, maxBytes, typeMessage, label, className }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<"idle" | "uploading" | "done">("idle");

  function choose(next: File | undefined) {
    setState("idle");
    if (!next) return setFile(null);
    const allowed = accept.split(",").map((t) => t.trim());
    if (!allowed.includes(next.type)) {
      toast({ title: "File not allowed", description: typeMessage, variant: "destructive" });
      if (input.current) input.current.value = "";
      return setFile(null);
    }
    if (next.size > maxBytes) {
      toast({
        title: "File is too large",
        description: `The limit is ${formatBytes(maxBytes)}.`,
        variant: "destructive",
      });
      if (input.current) input.current.value = "";
      return setFile(null);
    }
    setFile(next);
  }

  async function start() {
    if (!file) return;
    setState("uploading");
    try {
      const objectPath = await upload(file);
      setState("done");
      onUploaded(objectPath, file);
    } catch (e) {
      setState("idle");
      const title = (e as { title?: unknown }).title;
      toast({
        title: typeof title === "string" ? title : "Upload failed",
        description: e instanceof Error ? e.message : String(e),
        variant: "destructive",
      });
    }
  }

  return (
    <div className={cn("space-y-2 rounded-md border border-dashed p-3", className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={accept}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {file && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="truncate text-muted-foreground">
            {file.name} ({formatBytes(file.size)})
          </span>
          {state === "done" ? (
            <span className="flex items-center gap-1 text-green-600">
              <CheckCircle2 className="h-4 w-4" aria-hidden />
              Uploaded
            </span>
          ) : (
            <Button type="button" size="sm" onClick={start} disabled={state === "uploading"}>
              <Upload aria-hidden />
              {state === "uploading" ? "Uploading..." : "Upload"}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
