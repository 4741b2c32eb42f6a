"use server";
import { z } from "zod";
import { adminAction, type FormReader } from "@/lib/actions/action";
import { giftCredits } from "@/lib/admin/gifts";
import { setAccountStatus } from "@/lib/admin/users";
import { createArticle, deleteArticle, updateArticle } from "@/lib/articles/admin";
import { revalidateArticlePages } from "@/lib/articles/revalidate";
import {
  createShowcaseVideo,
  deleteShowcaseVideo,
  moveShowcaseVideo,
  setShowcaseVideoActive,
} from "@/lib/showcase/admin";
import { revalidateShowcasePages } from "@/lib/showcase/revalidate";
import { giftCreditsSchema, userStatusSchema } from "@/lib/validations/admin";
import { articleSchema } from "@/lib/validations/article";
import { showcaseReorderSchema, showcaseStatusSchema, showcaseVideoSchema } from "@/lib/validations/showcase";

// The admin screens' server actions. Each one runs requireAdmin() inside the action (adminAction),
// then parses the form with the schema the REST route uses and calls the same lib function.
// revalidatePath only where a public page is cached: articles and the landing gallery.

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

const gift = adminAction(giftCreditsSchema, (input, actor) => giftCredits(actor, input), readGift);
const suspend = adminAction(userStatusSchema, ({ email }, actor) =>
  setAccountStatus(actor, email, "suspended"),
);
const activate = adminAction(userStatusSchema, ({ email }, actor) =>
  setAccountStatus(actor, email, "active"),
);

const articleCreate = adminAction(
  articleSchema,
  async (data, actor) => {
    const article = await createArticle(data, actor);
    revalidateArticlePages([article.slug]);
    return { id: article.id, slug: article.slug };
  },
  readArticle,
);
const articleUpdate = adminAction(
  articleSchema.extend(id(ARTICLE_NOT_FOUND)),
  async ({ id, ...data }, actor) => {
    const { article, previousSlug } = await updateArticle(id, data, actor);
    revalidateArticlePages([previousSlug, article.slug]);
    return { id: article.id, slug: article.slug };
  },
  readArticle,
);
const articleDelete = adminAction(z.object(id(ARTICLE_NOT_FOUND)), async ({ id }, actor) => {
  const article = await deleteArticle(id, actor);
  revalidateArticlePages([article.slug]);
  return { id };
});

const showcaseAdd = adminAction(
  showcaseVideoSchema,
  async (data, actor) => {
    const video = await createShowcaseVideo(data, actor);
    revalidateShowcasePages();
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
const showcaseToggle = adminAction(
  showcaseStatusSchema.extend(id(VIDEO_NOT_FOUND)),
  async ({ id, isActive }, actor) => {
    await setShowcaseVideoActive(id, isActive, actor);
    revalidateShowcasePages();
    return { id, isActive };
  },
  (form) => ({ id: text(form, "id"), isActive: checked(form, "isActive") }),
);
const showcaseMove = adminAction(
  showcaseReorderSchema.extend(id(VIDEO_NOT_FOUND)),
  async ({ id, direction }, actor) => {
    await moveShowcaseVideo(id, direction, actor);
    revalidateShowcasePages();
    return { id, direction };
  },
);
const showcaseDelete = adminAction(z.object(id(VIDEO_NOT_FOUND)), async ({ id }, actor) => {
  await deleteShowcaseVideo(id, actor);
  revalidateShowcasePages();
  return { id };
});

// "use server" modules may export only async functions: each action is declared as one.
type Args<F extends (...a: never[]) => unknown> = Parameters<F>;

/** Dashboard / analytics gift: {email, amount, description?} or {email, packType}. */
export async function giftCreditsAction(...a: Args<typeof gift>) {
  return gift(...a);
}
/** Suspends a user by e-mail (asked to confirm in a dialog first). */
export async function suspendUserAction(...a: Args<typeof suspend>) {
  return suspend(...a);
}
/** Activates a suspended user by e-mail. */
export async function activateUserAction(...a: Args<typeof activate>) {
  return activate(...a);
}
/** Creates an article (slug from the title). */
export async function createArticleAction(...a: Args<typeof articleCreate>) {
  return articleCreate(...a);
}
/** Edits an article (publishing is the isPublished checkbox); a former slug keeps redirecting. */
export async function updateArticleAction(...a: Args<typeof articleUpdate>) {
  return articleUpdate(...a);
}
/** Deletes an article. */
export async function deleteArticleAction(...a: Args<typeof articleDelete>) {
  return articleDelete(...a);
}
/** Adds a showcase video whose file was uploaded first. */
export async function addShowcaseVideoAction(...a: Args<typeof showcaseAdd>) {
  return showcaseAdd(...a);
}
/** Shows or hides a showcase video in the public gallery. */
export async function toggleShowcaseVideoAction(...a: Args<typeof showcaseToggle>) {
  return showcaseToggle(...a);
}
/** Moves a showcase video one step up or down. */
export async function moveShowcaseVideoAction(...a: Args<typeof showcaseMove>) {
  return showcaseMove(...a);
}
/** Deletes a showcase video and its stored file. */
export async function deleteShowcaseVideoAction(...a: Args<typeof showcaseDelete>) {
  return showcaseDelete(...a);
}
