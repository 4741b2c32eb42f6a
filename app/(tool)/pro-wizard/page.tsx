import { ProWizard } from "@/components/pro-chat/pro-wizard";
import { siteConfig } from "@/lib/env";

export const metadata = { title: "Pro Chat" };

export default function Page() {
  return <ProWizard contactEmail={siteConfig().contactEmail} />;
}
