import { AdminGate } from "@/components/admin/admin-gate";
import { ArticleManager } from "@/components/admin/articles/article-manager";

export const metadata = { title: "Article Management", robots: { index: false } };

export default function Page() {
  return <AdminGate path="/admin/articles">{() => <ArticleManager />}</AdminGate>;
}
