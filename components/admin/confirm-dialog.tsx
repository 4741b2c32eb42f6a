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

export type Confirmation = {
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs on confirm; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: () => Promise<unknown>;
};

/** A confirmation in a dialog (not window.confirm): Cancel, or the named destructive action. */
export function ConfirmDialog({
  confirmation,
  onClose,
}: {
  confirmation: Confirmation | null;
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  async function confirm() {
    if (!confirmation) return;
    setPending(true);
    try {
      await confirmation.onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  }
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{confirmation?.title}</DialogTitle>
          <DialogDescription>{confirmation?.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
            {pending ? "Working..." : confirmation?.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
