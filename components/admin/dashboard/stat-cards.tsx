"use client";
import { useQuery } from "@tanstack/react-query";
import { Coins, DollarSign, MessageSquare, Users } from "lucide-react";
import { StatCard } from "@/components/admin/stat-card";
import { useLoadErrorToast } from "@/components/admin/dashboard/load-error";
import type { StatsJson } from "@/components/admin/dashboard/types";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The four stat cards of the dashboard (docs/product-spec.md §2). */
export function StatCards() {
  const { data, error } = useQuery<StatsJson>({ queryKey: ["/api/admin/stats"] });
  useLoadErrorToast(error);
  const cards = [
    {
      title: "Total Users",
      icon: Users,
      value: data?.totalUsers,
      sub: data && `${data.newUsersThisWeek} new this week`,
    },
    {
      title: "Credits Issued",
      icon: Coins,
      value: data?.totalCreditsIssued,
      sub: data && `${data.totalCreditsUsed} credits used`,
    },
    {
      title: "Conversations",
      icon: MessageSquare,
      value: data?.totalConversations,
      sub: data && `${data.totalPrompts} total prompts`,
    },
    {
      title: "Revenue (Month)",
      icon: DollarSign,
      value: data && dollars.format(data.revenueThisMonth),
      sub: data && `${data.activeUsers} active users`,
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((c) => (
        <StatCard key={c.title} title={c.title} icon={c.icon} value={c.value ?? "—"} sub={c.sub ?? " "} />
      ))}
    </div>
  );
}
