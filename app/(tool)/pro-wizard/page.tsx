import { ProWizard } from "@/components/pro-chat/pro-wizard";

export const metadata = { title: "Pro Chat" };

export default function Page() {
  return <ProWizard />;
}
