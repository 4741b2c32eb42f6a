import type { ReactNode } from "react";
import { adminFromHeaders } from "@/lib/auth/require-admin";
import type { AdminIdentity } from "@/lib/auth/admins";
import { AdminLoginForm } from "@/components/admin/admin-login-form";

/**
 * Server-side gate for admin pages: renders the embedded login form when there is no valid admin
 * session (spec: admin pages show the login form when the session flag is missing), else the page.
 */
export async function AdminGate({
  path,
  children,
}: {
  path: string;
  children: (admin: AdminIdentity) => ReactNode;
}) {
  const admin = await adminFromHeaders();
  if (!admin) return <AdminLoginForm redirectTo={path} />;
  return <>{children(admin)}</>;
}
