import { AdminGate } from "@/components/admin/admin-gate";
import { AdminDashboard } from "@/components/admin/dashboard/admin-dashboard";

export const metadata = { title: "Admin Dashboard", robots: { index: false } };

export default function Page() {
  return (
    <AdminGate path="/admin/dashboard">{(admin) => <AdminDashboard adminEmail={admin.email} />}</AdminGate>
  );
}
