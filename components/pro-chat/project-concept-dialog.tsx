"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { projectConceptSchema, type ProjectConcept } from "@/lib/validations/project";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (concept: ProjectConcept) => Promise<boolean>;
  busy: boolean;
};

/** The project concept form (docs/product-spec.md §5): it seeds a new conversation's prompt document. */
export function ProjectConceptDialog({ open, onOpenChange, onSubmit, busy }: Props) {
  const [form, setForm] = useState({
    title: "",
    description: "",
    estimatedDuration: "8 seconds",
    targetMood: "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = projectConceptSchema.safeParse(form);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof typeof form] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if (await onSubmit(parsed.data))
      setForm({ title: "", description: "", estimatedDuration: "8 seconds", targetMood: "" });
  }

  const field = (name: keyof typeof form) => ({
    id: `concept-${name}`,
    value: form[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `concept-${name}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setForm({ ...form, [name]: e.target.value }),
  });
  const error = (name: keyof typeof form) =>
    errors[name] ? (
      <p id={`concept-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Project Concept</DialogTitle>
          <DialogDescription>
            Describe your concept; the assistant drafts the prompt from it and guides you from there.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div className="space-y-2">
            <Label htmlFor="concept-title">Project title</Label>
            <Input {...field("title")} maxLength={100} />
            {error("title")}
          </div>
          <div className="space-y-2">
            <Label htmlFor="concept-description">Concept description</Label>
            <Textarea {...field("description")} rows={4} maxLength={2000} />
            {error("description")}
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="space-y-2">
              <Label htmlFor="concept-estimatedDuration">Estimated duration</Label>
              <NativeSelect {...field("estimatedDuration")}>
                <option value="5 seconds">5 seconds</option>
                <option value="8 seconds">8 seconds</option>
                <option value="10 seconds">10 seconds</option>
              </NativeSelect>
            </div>
            <div className="space-y-2">
              <Label htmlFor="concept-targetMood">Target mood</Label>
              <Input {...field("targetMood")} placeholder="e.g. peaceful" maxLength={100} />
            </div>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? "Creating..." : "Start Conversation"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
