"use client";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, FileText, Percent, Tags } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { StatCard } from "@/components/admin/stat-card";
import { GiftCreditsForm } from "@/components/admin/analytics/gift-credits-form";
import {
  PopularCategories,
  RecentFeedback,
  RecentPrompts,
} from "@/components/admin/analytics/analytics-lists";
import type { AnalyticsJson } from "@/components/admin/analytics/types";
import { successRate } from "@/lib/analytics/display";

/** /analytics (docs/product-spec.md §2): gift form, four stat cards, categories, recent prompts and feedback. */
export function AnalyticsDashboard() {
  const { data, isLoading, isError } = useQuery<AnalyticsJson>({ queryKey: ["/api/analytics"] });

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
        <Spinner label="Loading analytics" />
        <p>Loading Analytics...</p>
      </div>
    );
  } else if (isError || !data) {
    body = (
      <Card className="mx-auto max-w-md text-center">
        <CardHeader>
          <AlertTriangle className="mx-auto h-8 w-8 text-destructive" aria-hidden />
          <CardTitle as="h2">Analytics Unavailable</CardTitle>
        </CardHeader>
        <CardContent className="text-muted-foreground">
          Unable to load analytics data at this time.
        </CardContent>
      </Card>
    );
  } else {
    const cards = [
      { title: "Total Prompts", icon: FileText, value: data.totalPrompts },
      { title: "Successful Prompts", icon: CheckCircle2, value: data.successfulPrompts },
      {
        title: "Success Rate",
        icon: Percent,
        value: `${successRate(data.totalPrompts, data.successfulPrompts)}%`,
      },
      { title: "Categories", icon: Tags, value: data.categoryStats.length },
    ];
    body = (
      <>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((c) => (
            <StatCard key={c.title} title={c.title} icon={c.icon} value={c.value} />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <PopularCategories stats={data.categoryStats} />
          <div className="lg:col-span-2">
            <RecentFeedback feedback={data.recentFeedback} />
          </div>
        </div>
        <RecentPrompts prompts={data.recentPrompts} />
      </>
    );
  }

  return (
    <section className="page-container space-y-6 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Analytics Dashboard</h1>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <Link href="/admin/dashboard">Admin Dashboard</Link>
          </Button>
        </div>
      </div>
      <GiftCreditsForm />
      {body}
    </section>
  );
}
