import { AdminGate } from "@/components/admin/admin-gate";
import { LogoutButton } from "@/components/admin/logout-button";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Article Management", robots: { index: false } };

export default function Page() {
  return (
    <AdminGate path="/admin/articles">
      {() => (
        <PagePlaceholder title="Article Management">
          <LogoutButton />
        </PagePlaceholder>
      )}
    </AdminGate>
  );
}
