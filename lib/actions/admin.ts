"use server";
import { z } from "zod";
import { adminAction, type FormReader } from "@/lib/actions/action";
import { setAdminActive } from "@/lib/admin/admins";
import { giftCredits } from "@/lib/admin/gifts";
import { takeDownShare } from "@/lib/admin/shares";
import { setAccountStatus } from "@/lib/admin/users";
import { createArticle, deleteArticle, updateArticle } from "@/lib/articles/admin";
import { revalidateArticlePages } from "@/lib/articles/revalidate";
import {
  createShowcaseVideo,
  deleteShowcaseVideo,
  moveShowcaseVideo,
  setShowcaseVideoActive,
} from "@/lib/showcase/admin";
import { giftCreditsSchema, shareTakeDownSchema, userStatusSchema } from "@/lib/validations/admin";
import { articleSchema } from "@/lib/validations/article";
import { showcaseReorderSchema, showcaseStatusSchema, showcaseVideoSchema } from "@/lib/validations/showcase";

// The admin screens' server actions (each export is the async function adminAction returns). Each
// one runs requireAdmin() inside the action (adminAction),
// then parses the form with the schema the REST route uses and calls the same lib function.
// revalidatePath only where a public page is cached: articles. (The landing is prerendered once at
// build time and never revalidated, lib/security/static-pages.ts; its gallery is read by the browser.)

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : undefined;
};
const numberOrText = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v.trim()) ? Number(v) : v);
const checked = (form: FormData, key: string) => text(form, key) === "on" || text(form, key) === "true";
const id = (notFound: string) => ({ id: z.uuid({ error: notFound }) });

const ARTICLE_NOT_FOUND = "Article not found";
const VIDEO_NOT_FOUND = "Showcase video not found";

const readGift: FormReader = (form) => {
  const packType = text(form, "packType");
  return packType
    ? { email: text(form, "email"), packType }
    : {
        email: text(form, "email"),
        amount: numberOrText(text(form, "amount")),
        description: text(form, "description"),
      };
};

const readArticle: FormReader = (form) => ({
  id: text(form, "id"),
  title: text(form, "title"),
  metaTitle: text(form, "metaTitle"),
  metaDescription: text(form, "metaDescription"),
  featuredImage: text(form, "featuredImage") ?? null,
  bodyContent: text(form, "bodyContent"),
  isPublished: checked(form, "isPublished"),
});

/** Dashboard / analytics gift: {email, amount, description?} or {email, packType}. */
export const giftCreditsAction = adminAction(
  giftCreditsSchema,
  (input, actor) => giftCredits(actor, input),
  readGift,
);
/** Suspends a user by e-mail (asked to confirm in a dialog first). */
export const suspendUserAction = adminAction(userStatusSchema, ({ email }, actor) =>
  setAccountStatus(actor, email, "suspended"),
);
/** Activates a suspended user by e-mail. */
export const activateUserAction = adminAction(userStatusSchema, ({ email }, actor) =>
  setAccountStatus(actor, email, "active"),
);

/** Deactivates another admin by e-mail (their sessions are revoked). */
export const deactivateAdminAction = adminAction(userStatusSchema, ({ email }, actor) =>
  setAdminActive(actor, email, false),
);
/** Reactivates an admin by e-mail (sessions from before the deactivation stay revoked). */
export const reactivateAdminAction = adminAction(userStatusSchema, ({ email }, actor) =>
  setAdminActive(actor, email, true),
);
/** Takes a share link down by id: /p/<id> answers 404. */
export const takeDownShareAction = adminAction(shareTakeDownSchema, ({ id }, actor) =>
  takeDownShare(actor, id),
);

/** Creates an article (slug from the title). */
export const createArticleAction = adminAction(
  articleSchema,
  async (data, actor) => {
    const article = await createArticle(data, actor);
    revalidateArticlePages([article.slug]);
    return { id: article.id, slug: article.slug };
  },
  readArticle,
);
/** Edits an article (publishing is the isPublished checkbox); a former slug keeps redirecting. */
export const updateArticleAction = adminAction(
  articleSchema.extend(id(ARTICLE_NOT_FOUND)),
  async ({ id, ...data }, actor) => {
    const { article, previousSlug } = await updateArticle(id, data, actor);
    revalidateArticlePages([previousSlug, article.slug]);
    return { id: article.id, slug: article.slug };
  },
  readArticle,
);
/** Deletes an article. */
export const deleteArticleAction = adminAction(z.object(id(ARTICLE_NOT_FOUND)), async ({ id }, actor) => {
  const article = await deleteArticle(id, actor);
  revalidateArticlePages([article.slug]);
  return { id };
});

/** Adds a showcase video whose file was uploaded first. */
export const addShowcaseVideoAction = adminAction(
  showcaseVideoSchema,
  async (data, actor) => {
    const video = await createShowcaseVideo(data, actor);
    return { id: video.id };
  },
  (form) => ({
    title: text(form, "title"),
    description: text(form, "description") ?? null,
    gifUrl: text(form, "gifUrl"),
    displayOrder: numberOrText(text(form, "displayOrder")) ?? 0,
    isActive: text(form, "isActive") === undefined ? true : checked(form, "isActive"),
  }),
);
/** Shows or hides a showcase video in the public gallery. */
export const toggleShowcaseVideoAction = adminAction(
  showcaseStatusSchema.extend(id(VIDEO_NOT_FOUND)),
  async ({ id, isActive }, actor) => {
    await setShowcaseVideoActive(id, isActive, actor);
    return { id, isActive };
  },
  (form) => ({ id: text(form, "id"), isActive: checked(form, "isActive") }),
);
/** Moves a showcase video one step up or down. */
export const moveShowcaseVideoAction = adminAction(
  showcaseReorderSchema.extend(id(VIDEO_NOT_FOUND)),
  async ({ id, direction }, actor) => {
    await moveShowcaseVideo(id, direction, actor);
    return { id, direction };
  },
);
/** Deletes a showcase video and its stored file. */
export const deleteShowcaseVideoAction = adminAction(z.object(id(VIDEO_NOT_FOUND)), async ({ id }, actor) => {
  await deleteShowcaseVideo(id, actor);
  return { id };
});
