import { AdminGate } from "@/components/admin/admin-gate";
import { LogoutButton } from "@/components/admin/logout-button";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Analytics Dashboard", robots: { index: false } };

export default function Page() {
  return (
    <AdminGate path="/analytics">
      {() => (
        <PagePlaceholder title="Analytics Dashboard">
          <LogoutButton />
        </PagePlaceholder>
      )}
    </AdminGate>
  );
}
