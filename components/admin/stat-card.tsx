import type { ComponentType, ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type StatCardProps = {
  title: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  value: ReactNode;
  sub?: ReactNode;
};

/** One statistic card of the admin dashboard and the analytics page. */
export function StatCard({ title, icon: Icon, value, sub }: StatCardProps) {
  return (
    <Card data-testid={`stat-${title}`}>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle as="h2" className="text-sm font-medium">
          {title}
        </CardTitle>
        <Icon className="h-4 w-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold">{value}</div>
        {sub !== undefined && <p className="text-xs text-muted-foreground">{sub}</p>}
      </CardContent>
    </Card>
  );
}
