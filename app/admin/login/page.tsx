import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Admin Login" };

export default function Page() {
  return <PagePlaceholder title="Admin Login" />;
}
