import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Admin Dashboard" };

export default function Page() {
  return <PagePlaceholder title="Admin Dashboard" />;
}
