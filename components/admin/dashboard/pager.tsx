"use client";
import { Button } from "@/components/ui/button";
import { PAGE_SIZE } from "@/components/admin/dashboard/types";

/** Previous/Next for a bounded list page (a full page means there may be more). */
export function Pager({
  page,
  count,
  onPage,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
}) {
  if (page === 0 && count < PAGE_SIZE) return null;
  return (
    <div className="mt-4 flex items-center justify-end gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-muted-foreground">Page {page + 1}</span>
      <Button variant="outline" size="sm" disabled={count < PAGE_SIZE} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </div>
  );
}
