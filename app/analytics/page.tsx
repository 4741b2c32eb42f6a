import { AdminGate } from "@/components/admin/admin-gate";
import { AnalyticsDashboard } from "@/components/admin/analytics/analytics-dashboard";

export const metadata = { title: "Analytics Dashboard", robots: { index: false } };

export default function Page() {
  return <AdminGate path="/analytics">{() => <AnalyticsDashboard />}</AdminGate>;
}
