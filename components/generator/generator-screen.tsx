"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Clapperboard, Heart, Sparkles, Wand2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import type { PolicyResult } from "@promptreel/core/policy";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "@/lib/content-policy/limits";
import { apiRequest, serverMessage } from "@/lib/http/api-request";
import { DEFAULT_DURATION, SCENE_DURATIONS, type SceneDuration } from "@/lib/scene/durations";
import type { HistoryEntry } from "@/lib/history/history";
import type { PromptDocument } from "@promptreel/core/schema";
import { SHARE_ID_PATTERN } from "@/lib/share/id";
import { ContentGuidelines } from "./content-guidelines";
import { FieldFeedback } from "./field-feedback";

type Policy = Pick<typeof import("@promptreel/core/policy"), "checkDescription" | "checkTitle">;

/** Until the policy has loaded (just after the first paint), only the lengths are judged; the server judges every request. */
function lengthsOnly(text: string, min: number, max: number): PolicyResult {
  const n = text.trim().length;
  return { valid: n >= min && n <= max, issues: [], message: null, keywords: [] };
}

// The result, its storyboard editor and its export load with the first result, not with the page.
const ResultView = dynamic(() => import("@/components/editor/result-view"), {
  ssr: false,
  loading: () => (
    <Card className="flex min-h-80 items-center justify-center p-8 text-sm text-muted-foreground">
      Loading the editor...
    </Card>
  ),
});

// The history list validates stored prompts with the document schema: it loads after the page.
const HistorySection = dynamic(() => import("./history-section"), {
  ssr: false,
  loading: () => (
    <Card className="p-6">
      <h2 className="text-lg font-semibold leading-none tracking-tight">History</h2>
    </Card>
  ),
});

/** docs/product-spec.md §8: which toast a failed generation shows. */
export function generateErrorToast(error: unknown): { title: string; description: string } {
  const message = serverMessage(error);
  if (/content not allowed|inappropriate/i.test(message)) {
    return {
      title: "Content Not Allowed",
      description: "Your content violates our content policy. Please review our guidelines and try again.",
    };
  }
  return { title: "Error", description: message || "Failed to generate scene" };
}

/**
 * The result on screen: the document the editor starts from, the result as generated when that is a
 * reopened entry's edits, the description it came from, and the history entry its edits are kept with.
 */
type CurrentResult = {
  document: PromptDocument;
  before?: PromptDocument;
  description: string;
  historyId?: string;
};

/** Records a result in the history (the store loads on demand); returns the entry's id at once. */
function recordInHistory(document: PromptDocument, description: string): string {
  const id = crypto.randomUUID();
  void import("./history-store").then((store) => store.addToHistory(document, description, id));
  return id;
}

/** The Free Scene Generator screen (docs/product-spec.md §2): the form on the left, the result on the right. */
export function GeneratorScreen({ donationUrl }: { donationUrl: string }) {
  const [description, setDescription] = useState("");
  const [title, setTitle] = useState("");
  const [duration, setDuration] = useState<SceneDuration>(DEFAULT_DURATION);
  const [touched, setTouched] = useState({ description: false, title: false });
  const [pending, setPending] = useState(false);
  const [result, setResultState] = useState<CurrentResult | null>(null);
  // Each new result (generated, forked, reopened) starts a new editing session.
  const [resultKey, setResultKey] = useState(0);
  const setResult = (current: CurrentResult | null) => {
    setResultState(current);
    setResultKey((k) => k + 1);
  };
  const ids = { description: useId(), title: useId(), duration: useId() };
  // A ref, not the state: two clicks in the same frame both see pending === false.
  const inFlight = useRef(false);

  // /generator?fork=<share id> opens an editable copy of a shared prompt here, with its description
  // in the form; the copy is kept in this browser's history like a generated result.
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("fork");
    if (!id || !SHARE_ID_PATTERN.test(id)) return;
    apiRequest("GET", `/api/share/${id}`)
      .then((res) => res.json() as Promise<{ document: unknown; description?: unknown }>)
      .then(async (body) => {
        // Read through the document schema (loaded with the result, not the page).
        const { parsePromptDocument } = await import("@/lib/scene/read-document");
        const document = parsePromptDocument(body.document);
        const shared = typeof body.description === "string" ? body.description : "";
        setResultState({ document, description: shared, historyId: recordInHistory(document, shared) });
        setResultKey((k) => k + 1);
        setTitle(document.project_title);
        if (shared) setDescription(shared);
      })
      .catch((err) => toast({ title: "Error", description: serverMessage(err), variant: "destructive" }));
  }, []);

  // The content policy (its vocabularies are most of its weight) loads after the page, off the first load.
  const [policy, setPolicy] = useState<Policy | null>(null);
  useEffect(() => {
    let live = true;
    void import("@promptreel/core/policy").then((m) => {
      if (live) setPolicy(m);
    });
    return () => {
      live = false;
    };
  }, []);
  const descriptionCheck = useMemo(
    () =>
      policy
        ? policy.checkDescription(description)
        : lengthsOnly(description, DESCRIPTION_MIN, DESCRIPTION_MAX),
    [policy, description],
  );
  const titleCheck = useMemo(
    () => (policy ? policy.checkTitle(title) : lengthsOnly(title, 0, TITLE_MAX)),
    [policy, title],
  );
  const canGenerate = descriptionCheck.valid && titleCheck.valid && !pending;

  async function generate(e?: FormEvent) {
    e?.preventDefault();
    if (inFlight.current) return;
    setTouched({ description: true, title: true });
    if (!descriptionCheck.valid) {
      toast({
        title: "Content Not Allowed",
        description: descriptionCheck.message ?? "",
        variant: "destructive",
      });
      return;
    }
    if (!titleCheck.valid) {
      toast({ title: "Title Not Allowed", description: titleCheck.message ?? "", variant: "destructive" });
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/generate-scene", {
        description,
        title: title.trim() || undefined,
        duration,
      });
      const body = (await res.json()) as { prompt: unknown };
      // Read through the document schema: a list of actions is joined, anything unreadable refused.
      const { parsePromptDocument } = await import("@/lib/scene/read-document");
      const prompt = parsePromptDocument(body.prompt);
      setResult({ document: prompt, description, historyId: recordInHistory(prompt, description) });
      toast({ title: "Success!", description: "Your scene prompt has been generated." });
    } catch (err) {
      // A failed generation must not leave the previous result (and its Copy/Download) looking current.
      setResult(null);
      toast({ ...generateErrorToast(err), variant: "destructive" });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  /** History's Reopen: the description back in the form, the result with its edits (undo reaches the
   * result as generated), and further edits kept with the same entry. */
  function reopen(entry: HistoryEntry) {
    const document = entry.edited ?? entry.document;
    setResult({
      document,
      before: entry.edited ? entry.document : undefined,
      description: entry.description ?? "",
      historyId: entry.id,
    });
    setTitle(document.project_title);
    if (entry.description !== undefined) setDescription(entry.description);
  }

  // Ctrl/Cmd+Enter generates from the keyboard without leaving the textarea.
  function onDescriptionKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) void generate();
  }

  const showDescription = touched.description || description.length > 0;
  const showTitle = touched.title || title.length > 0;

  return (
    <div className="page-container py-10">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Free Scene Generator</h1>
        <p className="mt-2 text-muted-foreground">
          Describe your video scene and get a structured, scene-by-scene JSON prompt. Free and unlimited.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <ContentGuidelines />
          {/* Fields 1.25rem apart, a label 0.5rem above its control; live messages take no room until
              they have something to say, so the gaps stay even. */}
          <form onSubmit={generate} className="grid gap-5" noValidate aria-label="Scene generator">
            <div>
              <div className="grid gap-2">
                <div className="flex items-baseline justify-between gap-4">
                  <Label htmlFor={ids.description}>Scene description</Label>
                  <p id={`${ids.description}-count`} className="text-xs text-muted-foreground">
                    {description.trim().length}/{DESCRIPTION_MAX}
                  </p>
                </div>
                <Textarea
                  id={ids.description}
                  value={description}
                  onChange={(e) => setDescription(e.target.value)}
                  onBlur={() => setTouched((t) => ({ ...t, description: true }))}
                  onKeyDown={onDescriptionKeyDown}
                  rows={8}
                  placeholder='Scene 1: At dawn, a young fisherwoman walks along a misty harbor. Close-up of her hands untying a rope. She says "The sea is calm today."'
                  aria-invalid={showDescription && !descriptionCheck.valid}
                  aria-describedby={`${ids.description}-feedback ${ids.description}-count`}
                />
              </div>
              <FieldFeedback
                id={`${ids.description}-feedback`}
                result={descriptionCheck}
                show={showDescription}
              />
            </div>
            <div>
              <div className="grid gap-2">
                <Label htmlFor={ids.title}>Scene title (optional)</Label>
                <Input
                  id={ids.title}
                  value={title}
                  onChange={(e) => setTitle(e.target.value)}
                  onBlur={() => setTouched((t) => ({ ...t, title: true }))}
                  placeholder="The Quiet Harbor"
                  aria-invalid={showTitle && !titleCheck.valid}
                  aria-describedby={`${ids.title}-feedback`}
                  maxLength={TITLE_MAX * 2}
                />
              </div>
              <FieldFeedback id={`${ids.title}-feedback`} result={titleCheck} show={showTitle} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.duration}>Duration</Label>
              {/* A native select: the platform's own picker on phones, and no popover code to load. */}
              <NativeSelect
                id={ids.duration}
                value={String(duration)}
                onChange={(e) => setDuration(Number(e.target.value) as SceneDuration)}
              >
                {SCENE_DURATIONS.map((d) => (
                  <option key={d} value={String(d)}>
                    {d} seconds
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={!canGenerate} aria-busy={pending}>
              <Wand2 aria-hidden />
              {pending ? "Generating..." : "Generate JSON Prompt"}
            </Button>
          </form>
          <Card className="border-primary/30 bg-accent/30">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Sparkles className="h-4 w-4 text-primary" aria-hidden />
                Want guided refinement?
              </CardTitle>
              <CardDescription>
                Pro Chat walks you through characters, camera and sound step by step, and refines your prompt
                with you.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link href="/pro-wizard">Try Pro Chat</Link>
              </Button>
            </CardContent>
          </Card>
          <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <Heart className="h-4 w-4 text-primary" aria-hidden />
            This generator is free and unlimited. If it helps you,
            <a
              href={donationUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              support the project
            </a>
            .
          </p>
        </div>
        <div className="min-w-0 space-y-6">
          {/* Not a live region: the editor inside would have every keystroke read out. The Success toast
              announces a new result. */}
          <div aria-busy={pending} className="min-w-0">
            {result ? (
              <ResultView
                key={resultKey}
                document={result.document}
                before={result.before}
                description={result.description}
                historyId={result.historyId}
              />
            ) : (
              <Card className="flex min-h-80 flex-col items-center justify-center border-dashed p-8 text-center">
                <Clapperboard className="mb-3 h-10 w-10 text-muted-foreground" aria-hidden />
                <h2 className="text-lg font-semibold">Ready to Generate</h2>
                <p className="mt-1 max-w-sm text-sm text-muted-foreground">
                  Describe your scene and press Generate. Your structured JSON prompt appears here.
                </p>
              </Card>
            )}
          </div>
          <HistorySection onOpen={reopen} />
        </div>
      </div>
    </div>
  );
}
