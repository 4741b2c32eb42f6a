import { redirect } from "next/navigation";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { AdminNav } from "@/components/admin/admin-nav";
import { adminFromHeaders } from "@/lib/auth/require-admin";

export const metadata = { title: "Admin Login", robots: { index: false } };

export default async function AdminLoginPage() {
  if (await adminFromHeaders()) redirect("/admin/dashboard");
  return (
    <>
      <AdminNav signedIn={false} />
      <AdminLoginForm />
    </>
  );
}
