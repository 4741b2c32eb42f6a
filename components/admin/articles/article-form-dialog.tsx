"use client";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FileUpload } from "@/components/ui/file-upload";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import type { AdminArticle } from "@/components/admin/articles/types";
import { ConfirmDialog, type Confirmation } from "@/components/admin/confirm-dialog";
import { submitAction } from "@/lib/actions/submit";
import { createArticleAction, updateArticleAction } from "@/lib/actions/admin";
import { apiRequest, serverMessage } from "@/lib/http/api-request";
import { uploadFile } from "@/lib/storage/browser-upload";
import { ARTICLE_LIMITS, articleSchema, type ArticleInput } from "@/lib/validations/article";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";
const IMAGE_MAX_BYTES = 5_242_880;

type Props = {
  article: AdminArticle | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
};
type Errors = Partial<Record<keyof ArticleInput, string>>;

const emptyForm = (
  a: AdminArticle | null,
): Required<Omit<ArticleInput, "featuredImage">> & { featuredImage: string } => ({
  title: a?.title ?? "",
  metaTitle: a?.metaTitle ?? "",
  metaDescription: a?.metaDescription ?? "",
  featuredImage: a?.featuredImage ?? "",
  bodyContent: a?.bodyContent ?? "",
  isPublished: a?.isPublished ?? false,
});

/** Spec: the featured image is confirmed with PUT /api/featured-images; on failure the raw URL is used. */
async function confirmFeaturedImage(imageURL: string): Promise<string> {
  try {
    const res = await apiRequest("PUT", "/api/featured-images", { imageURL });
    return ((await res.json()) as { objectPath?: string }).objectPath ?? imageURL;
  } catch {
    return imageURL;
  }
}

/** A field's label with its live character count ("42/60"). */
function CountedLabel({
  htmlFor,
  label,
  length,
  max,
}: {
  htmlFor: string;
  label: string;
  length: number;
  max: number;
}) {
  return (
    <div className="flex justify-between">
      <Label htmlFor={htmlFor}>{label}</Label>
      <span className="text-xs text-muted-foreground" aria-live="polite">
        {length}/{max}
      </span>
    </div>
  );
}

/** Create New Article / Edit Article dialog (docs/product-spec.md §2), validated with the shared article schema. */
export function ArticleFormDialog({ article, open, onOpenChange, onSaved }: Props) {
  const [form, setForm] = useState(() => emptyForm(article));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const saved = useRef(false);
  const initial = useMemo(() => emptyForm(article), [article]);
  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some((k) => form[k] !== initial[k]);

  // Closing (Cancel, Escape, the X, a click outside) with unsaved changes asks first.
  const requestOpenChange = (next: boolean) => {
    if (next || !dirty || saved.current) return onOpenChange(next);
    setConfirmation({
      title: "Discard unsaved changes?",
      description: "Your changes to this article have not been saved.",
      confirmLabel: "Discard",
      onConfirm: async () => onOpenChange(false),
    });
  };
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = articleSchema.safeParse(form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof ArticleInput] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const fields = { ...form, isPublished: form.isPublished ? "true" : "" };
      if (article) await submitAction(updateArticleAction, { ...fields, id: article.id });
      else await submitAction(createArticleAction, fields);
      toast({
        title: "Success",
        description: article ? "Article updated successfully" : "Article created successfully",
      });
      onSaved();
      saved.current = true;
      onOpenChange(false);
    } catch (err) {
      toast({ title: "Error", description: serverMessage(err), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof ArticleInput) =>
    errors[key] ? <p className="text-sm text-destructive">{errors[key]}</p> : null;

  return (
    <>
      <Dialog open={open} onOpenChange={requestOpenChange}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{article ? "Edit Article" : "Create New Article"}</DialogTitle>
            <DialogDescription>SEO articles appear under /articles once published.</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div className="space-y-2">
              <Label htmlFor="article-title">Title</Label>
              <Input id="article-title" value={form.title} onChange={(e) => set("title", e.target.value)} />
              {field("title")}
            </div>
            <div className="space-y-2">
              <CountedLabel
                htmlFor="article-meta-title"
                label="SEO Meta Title"
                length={form.metaTitle.length}
                max={ARTICLE_LIMITS.metaTitle}
              />
              <Input
                id="article-meta-title"
                maxLength={ARTICLE_LIMITS.metaTitle}
                value={form.metaTitle}
                onChange={(e) => set("metaTitle", e.target.value)}
              />
              {field("metaTitle")}
            </div>
            <div className="space-y-2">
              <CountedLabel
                htmlFor="article-meta-description"
                label="SEO Meta Description"
                length={form.metaDescription.length}
                max={ARTICLE_LIMITS.metaDescription}
              />
              <Textarea
                id="article-meta-description"
                rows={2}
                maxLength={ARTICLE_LIMITS.metaDescription}
                value={form.metaDescription}
                onChange={(e) => set("metaDescription", e.target.value)}
              />
              {field("metaDescription")}
            </div>
            <div className="space-y-2">
              <FileUpload
                label="Featured Image"
                accept={IMAGE_TYPES}
                maxBytes={IMAGE_MAX_BYTES}
                typeMessage="Please choose a JPEG, PNG, WebP or GIF image."
                upload={async (file) => confirmFeaturedImage(await uploadFile(file, "featured-image"))}
                onUploaded={(objectPath) => set("featuredImage", objectPath)}
              />
              {form.featuredImage && (
                <div className="flex items-center gap-3">
                  {/* eslint-disable-next-line @next/next/no-img-element -- uploaded files are served as stored */}
                  <img
                    src={form.featuredImage}
                    alt="Featured image preview"
                    className="h-20 w-32 rounded-md object-cover"
                  />
                  <Button type="button" variant="ghost" size="sm" onClick={() => set("featuredImage", "")}>
                    <X aria-hidden />
                    Remove image
                  </Button>
                </div>
              )}
              {field("featuredImage")}
            </div>
            <div className="space-y-2">
              <Label htmlFor="article-body">Body Content</Label>
              <Textarea
                id="article-body"
                rows={10}
                value={form.bodyContent}
                onChange={(e) => set("bodyContent", e.target.value)}
              />
              {field("bodyContent")}
            </div>
            <div className="flex items-center gap-3">
              <Switch
                id="article-published"
                checked={form.isPublished}
                onCheckedChange={(v) => set("isPublished", v)}
              />
              <Label htmlFor="article-published">Publish article</Label>
            </div>
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" onClick={() => requestOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? "Saving..." : "Save Article"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}
