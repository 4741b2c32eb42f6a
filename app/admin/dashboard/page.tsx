import { AdminGate } from "@/components/admin/admin-gate";
import { LogoutButton } from "@/components/admin/logout-button";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Admin Dashboard", robots: { index: false } };

export default function Page() {
  return (
    <AdminGate path="/admin/dashboard">
      {() => (
        <PagePlaceholder title="Admin Dashboard">
          <LogoutButton />
        </PagePlaceholder>
      )}
    </AdminGate>
  );
}
