"use client";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { ArticleCard } from "@/components/admin/articles/article-card";
import { ArticleFormDialog } from "@/components/admin/articles/article-form-dialog";
import { ARTICLES_KEY, type AdminArticle } from "@/components/admin/articles/types";
import { ConfirmDialog, type Confirmation } from "@/components/admin/confirm-dialog";
import { submitAction } from "@/lib/actions/submit";
import { deleteArticleAction } from "@/lib/actions/admin";
import { serverMessage } from "@/lib/http/api-request";

/** The Article Management screen (docs/product-spec.md §2, /admin/articles). */
export function ArticleManager() {
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useQuery<AdminArticle[]>({ queryKey: ARTICLES_KEY });
  const [editing, setEditing] = useState<AdminArticle | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // A new key per opening gives the dialog a fresh form.
  const [dialogKey, setDialogKey] = useState(0);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
  const openDialog = (article: AdminArticle | null) => {
    setEditing(article);
    setDialogKey((k) => k + 1);
    setDialogOpen(true);
  };

  async function remove(article: AdminArticle) {
    setDeletingId(article.id);
    try {
      await submitAction(deleteArticleAction, { id: article.id });
      toast({ title: "Success", description: "Article deleted successfully" });
      await refresh();
    } catch (err) {
      toast({ title: "Error", description: serverMessage(err), variant: "destructive" });
    } finally {
      setDeletingId(null);
    }
  }

  const articles = data ?? [];
  return (
    <section className="page-container space-y-6 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Article Management</h1>
        <div className="flex gap-2">
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden />
            Create New Article
          </Button>
        </div>
      </div>
      {isLoading ? (
        <Spinner label="Loading articles" />
      ) : error ? (
        <p className="text-destructive">{serverMessage(error)}</p>
      ) : articles.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <FileText className="h-10 w-10 text-muted-foreground" aria-hidden />
            <h2 className="text-xl font-semibold">No Articles Yet</h2>
            <p className="text-muted-foreground">Write your first SEO article.</p>
            <Button onClick={() => openDialog(null)}>Create Article</Button>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-4">
          {articles.map((a) => (
            <ArticleCard
              key={a.id}
              article={a}
              onEdit={() => openDialog(a)}
              onDelete={() =>
                setConfirmation({
                  title: "Delete this article?",
                  description: `Are you sure you want to delete "${a.title}"?`,
                  confirmLabel: "Delete",
                  onConfirm: () => remove(a),
                })
              }
              deleting={deletingId === a.id}
            />
          ))}
        </div>
      )}
      <ArticleFormDialog
        key={dialogKey}
        article={editing}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onSaved={refresh}
      />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </section>
  );
}
