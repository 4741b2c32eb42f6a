// The browser side of POST /api/references: the file as the body; answers the path the bible stores.

/** Uploads a reference image; throws an Error with the server's message when refused. */
export async function uploadReferenceImage(file: File): Promise<string> {
  const res = await fetch("/api/references", {
    method: "POST",
    body: file,
    headers: { "Content-Type": file.type || "application/octet-stream" },
    credentials: "same-origin",
  });
  const body = (await res.json().catch(() => null)) as { path?: string; message?: string } | null;
  if (!res.ok || !body?.path) throw new Error(body?.message ?? "The upload failed. Please try again.");
  return body.path;
}
