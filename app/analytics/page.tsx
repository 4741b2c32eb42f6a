import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Analytics Dashboard" };

export default function Page() {
  return <PagePlaceholder title="Analytics Dashboard" />;
}
