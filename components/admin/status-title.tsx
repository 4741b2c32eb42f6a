import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** An admin list item's title with its on/off badge ("Published"/"Draft", "Active"/"Inactive"). */
export function StatusTitle({
  title,
  on,
  labels,
  className,
}: {
  title: string;
  on: boolean;
  /** The badge's words when on and when off. */
  labels: [string, string];
  className?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className={cn("font-semibold", className)}>{title}</h2>
      <Badge variant={on ? "default" : "secondary"}>{on ? labels[0] : labels[1]}</Badge>
    </div>
  );
}
