import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Article Management" };

export default function Page() {
  return <PagePlaceholder title="Article Management" />;
}
