import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Showcase Video Management" };

export default function Page() {
  return <PagePlaceholder title="Showcase Video Management" />;
}
