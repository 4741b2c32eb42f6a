"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, serverMessage } from "@/lib/http/api-request";
import { LabeledInput } from "@/components/ui/labeled-input";

/** Spec: the admin flag lives in session storage for the browser session (the cookie is the real check). */
export const ADMIN_FLAG_KEY = "adminAuthenticated";

type Props = {
  /** Called after a successful login (embedding pages); without it the form goes to /admin/dashboard. */
  onSuccess?: () => void;
  /** Where to go after login when there is no callback. */
  redirectTo?: string;
  title?: string;
};

/** The admin login form (docs/product-spec.md §2): /admin/login, and embedded in admin pages when logged out. */
export function AdminLoginForm({ onSuccess, redirectTo = "/admin/dashboard", title = "Admin Login" }: Props) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError("Please enter both email and password.");
      return;
    }
    setError(null);
    setPending(true);
    try {
      await apiRequest("POST", "/api/admin/login", { email: email.trim(), password });
      sessionStorage.setItem(ADMIN_FLAG_KEY, "true");
      if (onSuccess) onSuccess();
      else if (redirectTo === window.location.pathname) router.refresh();
      else router.push(redirectTo);
    } catch (err) {
      toast({
        title: "Login Failed",
        description: serverMessage(err) || "Invalid credentials. Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-accent">
            <Lock className="h-6 w-6 text-primary" aria-hidden />
          </div>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription>Sign in with your admin account</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <LabeledInput
              id="admin-email"
              label="Email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="admin@example.com"
            />
            <LabeledInput
              id="admin-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={pending}>
              {pending ? "Logging in..." : "Login to Dashboard"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
