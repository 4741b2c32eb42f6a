import { AlertCircle } from "@/components/icons";
import { Card, CardContent } from "@/components/ui/card";

export const metadata = { title: "404 Page Not Found", robots: { index: false } };

/** docs/product-spec.md §2: the developer-style not-found screen, text verbatim. */
export default function NotFound() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="h-8 w-8 text-red-500" aria-hidden />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </div>
  );
}
