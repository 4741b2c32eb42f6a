import "server-only";
import { revalidatePath } from "next/cache";

/** The public pages an article change affects: the list, its page (old and new slug) and the sitemap. */
export function revalidateArticlePages(slugs: string[]): void {
  revalidatePath("/articles");
  revalidatePath("/articles/[slug]", "page");
  for (const slug of new Set(slugs)) revalidatePath(`/articles/${slug}`);
  revalidatePath("/sitemap.xml");
}
