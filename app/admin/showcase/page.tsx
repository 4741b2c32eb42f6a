import { AdminGate } from "@/components/admin/admin-gate";
import { LogoutButton } from "@/components/admin/logout-button";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Showcase Video Management", robots: { index: false } };

export default function Page() {
  return (
    <AdminGate path="/admin/showcase">
      {() => (
        <PagePlaceholder title="Showcase Video Management">
          <LogoutButton />
        </PagePlaceholder>
      )}
    </AdminGate>
  );
}
