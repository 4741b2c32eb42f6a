"use client";
import { Star } from "lucide-react";
import { formatDate } from "@/lib/format-date";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AnalyticsJson } from "@/components/admin/analytics/types";
import { feedbackTypeLabel, truncate } from "@/lib/analytics/display";

/** Popular categories with a bar proportional to the top one. */
export function PopularCategories({ stats }: { stats: AnalyticsJson["categoryStats"] }) {
  const top = stats[0]?.count ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Popular Categories</CardTitle>
      </CardHeader>
      <CardContent>
        {stats.length === 0 ? (
          <p className="text-sm text-muted-foreground">No categories yet.</p>
        ) : (
          <ul className="space-y-3">
            {stats.map((c) => (
              <li key={c.category} data-testid="category-row">
                <div className="flex justify-between text-sm">
                  <span className="capitalize">{c.category}</span>
                  <span className="text-muted-foreground">{c.count}</span>
                </div>
                <div className="mt-1 h-2 rounded bg-muted">
                  <div
                    className="h-2 rounded bg-primary"
                    style={{ width: `${top ? Math.max(2, (c.count / top) * 100) : 0}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The 20 most recent prompts, prompt text cut to 150 characters. */
export function RecentPrompts({ prompts }: { prompts: AnalyticsJson["recentPrompts"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Prompts</CardTitle>
      </CardHeader>
      <CardContent>
        {prompts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No prompts yet.</p>
        ) : (
          <ul className="divide-y">
            {prompts.map((p) => (
              <li key={p.id} className="space-y-1 py-3" data-testid="prompt-row">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{p.title || "Untitled"}</span>
                  {p.category && <Badge variant="outline">{p.category}</Badge>}
                  <Badge variant={p.success ? "secondary" : "destructive"}>
                    {p.success ? "Success" : "Failed"}
                  </Badge>
                  <span className="ml-auto text-xs text-muted-foreground">
                    {formatDate(p.createdAt, { time: true })}
                  </span>
                </div>
                <p className="text-sm text-muted-foreground">{truncate(p.promptText, 150)}</p>
                <p className="text-xs text-muted-foreground">
                  {p.duration ? `${p.duration}s` : ""}
                  {p.processingTimeMs !== null ? ` · ${p.processingTimeMs} ms` : ""}
                  {p.errorMessage ? ` · ${p.errorMessage}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The 10 most recent feedback entries, message cut to 100 characters. */
export function RecentFeedback({ feedback }: { feedback: AnalyticsJson["recentFeedback"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Feedback</CardTitle>
      </CardHeader>
      <CardContent>
        {feedback.length === 0 ? (
          <p className="text-sm text-muted-foreground">No feedback yet.</p>
        ) : (
          <ul className="divide-y">
            {feedback.map((f) => (
              <li key={f.id} className="space-y-1 py-3" data-testid="feedback-row">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline" className="capitalize">
                    {feedbackTypeLabel(f.feedbackType)}
                  </Badge>
                  {f.rating !== null && (
                    <span className="flex items-center gap-1 text-sm">
                      <Star className="h-3.5 w-3.5 fill-yellow-400 text-yellow-400" aria-hidden />
                      {f.rating}/5
                    </span>
                  )}
                  <span className="ml-auto text-xs text-muted-foreground">
                    {formatDate(f.createdAt, { time: true })}
                  </span>
                </div>
                <p className="text-sm">{truncate(f.message, 100)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
