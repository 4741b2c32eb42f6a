"use client";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ADMIN_FLAG_KEY } from "@/components/admin/admin-login-form";
import { apiRequest } from "@/lib/http/api-request";

/** Ends the admin session and clears the session flag, then shows the login form. */
export function LogoutButton() {
  const router = useRouter();
  async function logout() {
    await apiRequest("POST", "/api/admin/logout").catch(() => undefined);
    sessionStorage.removeItem(ADMIN_FLAG_KEY);
    router.push("/admin/login");
    router.refresh();
  }
  return (
    <Button variant="outline" onClick={logout}>
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}
