import { AdminGate } from "@/components/admin/admin-gate";
import { ShowcaseManager } from "@/components/admin/showcase/showcase-manager";

export const metadata = { title: "Showcase Video Management", robots: { index: false } };

export default function Page() {
  return <AdminGate path="/admin/showcase">{() => <ShowcaseManager />}</AdminGate>;
}
