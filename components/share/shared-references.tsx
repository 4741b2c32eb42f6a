import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { SharedReferenceEntry } from "@/lib/references/entries";

const KIND_NAMES = { cast: "Cast", place: "Place", prop: "Prop" } as const;

/**
 * The share page's reference slots (issue 27): each bible entry's label and, where the sharer
 * attached one, their image, served through this share only (/api/references/<id>?share=<share id>).
 */
export function SharedReferences({ entries }: { entries: SharedReferenceEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Card className="mb-6" data-testid="shared-references">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">Reference images</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {entries.map((e) => (
            <li key={`${e.kind}:${e.name}`} className="flex min-w-0 items-start gap-3">
              {e.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- private image read through the share: no optimiser
                <img
                  src={e.image.src}
                  width={e.image.width}
                  height={e.image.height}
                  alt={`Reference image for ${e.name}: ${e.label}`}
                  loading="lazy"
                  className="h-24 w-24 shrink-0 rounded border object-cover"
                  data-testid="shared-reference-image"
                />
              ) : (
                <div
                  aria-hidden
                  className="flex h-24 w-24 shrink-0 items-center justify-center rounded border border-dashed text-xs text-muted-foreground"
                >
                  No image
                </div>
              )}
              <div className="min-w-0">
                <p className="break-words font-medium">{e.name}</p>
                <p className="text-sm text-muted-foreground">{KIND_NAMES[e.kind]}</p>
                <p className="break-words text-sm">{e.label}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
