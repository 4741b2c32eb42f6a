"use client";
import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FileUpload } from "@/components/ui/file-upload";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { addShowcaseVideoAction } from "@/lib/actions/admin";
import { submitAction } from "@/lib/actions/submit";
import { uploadFile } from "@/lib/storage/browser-upload";
import { SHOWCASE_MISSING, showcaseVideoSchema } from "@/lib/validations/showcase";

const SHOWCASE_TYPES = "image/gif,video/mp4,video/webm";
const SHOWCASE_MAX_BYTES = 50_485_760;

/** The Add Video form (docs/product-spec.md §2): title, display order, description and one GIF or video upload. */
export function AddVideoForm({ onAdded }: { onAdded: () => void }) {
  const [title, setTitle] = useState("");
  const [displayOrder, setDisplayOrder] = useState("0");
  const [description, setDescription] = useState("");
  const [gifUrl, setGifUrl] = useState("");
  const [uploaderKey, setUploaderKey] = useState(0);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim() || !gifUrl) {
      toast({ title: "Missing information", description: SHOWCASE_MISSING, variant: "destructive" });
      return;
    }
    const parsed = showcaseVideoSchema.safeParse({
      title,
      description,
      gifUrl,
      displayOrder: Number.parseInt(displayOrder || "0", 10),
      isActive: true,
    });
    if (!parsed.success) {
      toast({ title: "Error", description: parsed.error.issues[0].message, variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      await submitAction(addShowcaseVideoAction, {
        title,
        description,
        gifUrl,
        displayOrder: String(parsed.data.displayOrder),
        isActive: "true",
      });
      toast({ title: "Success", description: "Showcase video added" });
      setTitle("");
      setDisplayOrder("0");
      setDescription("");
      setGifUrl("");
      setUploaderKey((k) => k + 1);
      onAdded();
    } catch {
      toast({
        title: "Error",
        description: "Failed to add showcase video. Please try again.",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Add Video</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <div className="space-y-2">
            <Label htmlFor="video-title">Title</Label>
            <Input id="video-title" value={title} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="video-order">Display Order</Label>
            <Input
              id="video-order"
              type="number"
              min={0}
              step={1}
              value={displayOrder}
              onChange={(e) => setDisplayOrder(e.target.value)}
            />
          </div>
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="video-description">Description</Label>
            <Textarea
              id="video-description"
              rows={2}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <FileUpload
            key={uploaderKey}
            className="sm:col-span-2"
            label="Video or GIF"
            accept={SHOWCASE_TYPES}
            maxBytes={SHOWCASE_MAX_BYTES}
            typeMessage="Please choose a GIF, MP4 or WebM file."
            upload={(file) => uploadFile(file, "showcase")}
            onUploaded={(objectPath) => setGifUrl(objectPath)}
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={saving}>
              <Plus aria-hidden />
              {saving ? "Adding..." : "Add Video"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
