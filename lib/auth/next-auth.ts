import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { verifyAdminCredentials } from "@/lib/auth/admins";
import { SESSION_MAX_AGE } from "@/lib/auth/session";

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(1) });

// next-auth with the credentials provider against admin_users. Sessions are JWTs in next-auth's own
// cookie; POST /api/admin/login issues the same cookie (see lib/auth/session.ts).
export const { handlers, auth, signOut } = NextAuth({
  trustHost: true,
  secret: process.env.AUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/admin/login" },
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      authorize: async (raw) => {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) return null;
        const admin = await verifyAdminCredentials(parsed.data.email, parsed.data.password);
        return admin ? { id: admin.id, email: admin.email, name: admin.name, role: admin.role } : null;
      },
    }),
  ],
  callbacks: {
    jwt: ({ token, user }) => {
      if (user && "role" in user) token.role = user.role;
      return token;
    },
  },
});
