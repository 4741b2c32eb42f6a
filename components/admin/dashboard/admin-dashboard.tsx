"use client";
import Link from "next/link";
import { useState } from "react";
import { BarChart3, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { GiftTab } from "@/components/admin/dashboard/gift-tab";
import { LogsTab } from "@/components/admin/dashboard/logs-tab";
import { StatCards } from "@/components/admin/dashboard/stat-cards";
import { TransactionsTab } from "@/components/admin/dashboard/transactions-tab";
import type { UserJson } from "@/components/admin/dashboard/types";
import { UsersTab } from "@/components/admin/dashboard/users-tab";

/** /admin/dashboard (docs/product-spec.md §2): stat cards, links, and the Users, Transactions, Gift Credits and Admin Logs tabs. */
export function AdminDashboard({ adminEmail }: { adminEmail: string }) {
  const [tab, setTab] = useState("users");
  const [selected, setSelected] = useState<UserJson | null>(null);

  return (
    <section className="page-container space-y-6 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="text-sm text-muted-foreground">Signed in as {adminEmail}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link href="/analytics">
              <BarChart3 aria-hidden />
              Analytics
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/admin/articles">
              <FileText aria-hidden />
              Articles
            </Link>
          </Button>
        </div>
      </div>
      <StatCards />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="transactions">Transactions</TabsTrigger>
          <TabsTrigger value="gift">Gift Credits</TabsTrigger>
          <TabsTrigger value="logs">Admin Logs</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab
            onGift={(user) => {
              setSelected(user);
              setTab("gift");
            }}
          />
        </TabsContent>
        <TabsContent value="transactions">
          <TransactionsTab />
        </TabsContent>
        <TabsContent value="gift">
          <GiftTab key={selected?.email ?? "none"} user={selected} />
        </TabsContent>
        <TabsContent value="logs">
          <LogsTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
