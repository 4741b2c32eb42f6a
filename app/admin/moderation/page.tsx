import { AdminGate } from "@/components/admin/admin-gate";
import { ModerationManager } from "@/components/admin/moderation/moderation-manager";

export const metadata = { title: "Moderation", robots: { index: false } };

export default function Page() {
  return (
    <AdminGate path="/admin/moderation">{(admin) => <ModerationManager self={admin.email} />}</AdminGate>
  );
}
