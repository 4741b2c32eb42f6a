import http from "node:http";
import type { AddressInfo } from "node:net";

// A small fake of the Vercel Blob API (the calls @vercel/blob 2.8 makes, and the presigned browser
// PUT), for tests through VERCEL_BLOB_API_URL. Objects are served at <base>/store/<pathname>; like
// Blob, a blob put with `access: "private"` is served only with the store's token (403 otherwise).

type Stored = { bytes: Buffer; contentType: string; uploadedAt: Date; access: "public" | "private" };

export type FakeBlob = {
  url: string;
  objects: Map<string, Stored>;
  requests: Array<{ method: string; path: string }>;
  /** Puts bytes straight into the store (test setup) and returns the object's URL. */
  seed(pathname: string, bytes: Buffer, contentType: string, access?: "public" | "private"): string;
  close(): Promise<void>;
};

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export async function startFakeBlob(token: string): Promise<FakeBlob> {
  const objects = new Map<string, Stored>();
  const requests: FakeBlob["requests"] = [];
  let base = "";
  const objectUrl = (pathname: string) => `${base}/store/${pathname}`;
  const pathnameOf = (url: string) =>
    url.startsWith(`${base}/store/`) ? url.slice(`${base}/store/`.length) : url;
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, code: string, message: string) =>
    json(res, status, { error: { code, message } });
  const meta = (pathname: string, o: Stored) => ({
    url: objectUrl(pathname),
    downloadUrl: `${objectUrl(pathname)}?download=1`,
    pathname,
    size: o.bytes.length,
    uploadedAt: o.uploadedAt.toISOString(),
    contentType: o.contentType,
    contentDisposition: "inline",
    cacheControl: "public, max-age=31536000",
    etag: `"${o.bytes.length}"`,
  });

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    requests.push({ method: req.method ?? "GET", path: url.pathname + url.search });
    const bearer = req.headers.authorization === `Bearer ${token}`;

    if (url.pathname.startsWith("/store/") && (req.method === "GET" || req.method === "HEAD")) {
      const o = objects.get(decodeURIComponent(url.pathname.slice("/store/".length)));
      if (!o) return error(res, 404, "not_found", "The requested blob does not exist");
      if (o.access === "private" && !bearer) return error(res, 403, "forbidden", "Access denied");
      const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
      const start = m ? Number(m[1]) : 0;
      const end = m && m[2] ? Math.min(Number(m[2]), o.bytes.length - 1) : o.bytes.length - 1;
      res.writeHead(m ? 206 : 200, {
        "content-type": o.contentType,
        "content-length": String(end - start + 1),
      });
      return res.end(req.method === "HEAD" ? undefined : o.bytes.subarray(start, end + 1));
    }
    if (req.method === "POST" && url.pathname === "/signed-token") {
      if (!bearer) return error(res, 403, "forbidden", "Access denied");
      const body = JSON.parse((await readBody(req)).toString("utf8")) as Record<string, unknown>;
      const validUntil = (body.validUntil as number | undefined) ?? Date.now() + 3_600_000;
      const delegationToken = `${b64url({ storeId: "store_fakestore", ...body, validUntil })}.fakesignature`;
      return json(res, 200, { delegationToken, clientSigningToken: "fake-client-signing-token", validUntil });
    }
    if (req.method === "PUT" && url.pathname === "/") {
      const pathname = url.searchParams.get("pathname") ?? "";
      const delegation = url.searchParams.get("vercel-blob-delegation");
      if (!bearer) {
        // A presigned PUT: the delegation must be scoped to this pathname and carry a signature.
        const scope = delegation
          ? (JSON.parse(Buffer.from(delegation.split(".")[0], "base64url").toString("utf8")) as {
              pathname?: string;
              validUntil: number;
              operations?: string[];
            })
          : null;
        if (
          !scope ||
          !url.searchParams.get("vercel-blob-signature") ||
          scope.pathname !== pathname ||
          !scope.operations?.includes("put") ||
          scope.validUntil < Date.now()
        ) {
          return error(res, 403, "forbidden", "Access denied");
        }
        if (req.headers["x-api-version"] === undefined)
          return error(res, 400, "bad_request", "Missing API version");
      }
      const bytes = await readBody(req);
      const max = Number(url.searchParams.get("vercel-blob-maximum-size-in-bytes") ?? "Infinity");
      if (bytes.length > max)
        return error(res, 400, "bad_request", `the file length cannot be greater than ${max}`);
      const contentType = String(req.headers["x-content-type"] ?? "application/octet-stream");
      const allowed = url.searchParams.get("vercel-blob-allowed-content-types");
      if (allowed && !allowed.split(",").includes(contentType))
        return error(res, 400, "bad_request", `contentType ${contentType} is not allowed`);
      if (
        objects.has(pathname) &&
        url.searchParams.get("vercel-blob-allow-overwrite") !== "1" &&
        req.headers["x-allow-overwrite"] !== "1"
      ) {
        return error(res, 400, "bad_request", "This blob already exists");
      }
      const access = req.headers["x-vercel-blob-access"];
      if (access !== "public" && access !== "private")
        return error(res, 400, "bad_request", 'access must be "private" or "public"');
      objects.set(pathname, { bytes, contentType, uploadedAt: new Date(), access });
      return json(res, 200, meta(pathname, objects.get(pathname)!));
    }
    if (req.method === "GET" && url.pathname === "/" && url.searchParams.has("url")) {
      if (!bearer) return error(res, 403, "forbidden", "Access denied");
      const pathname = pathnameOf(url.searchParams.get("url")!);
      const o = objects.get(pathname);
      return o
        ? json(res, 200, meta(pathname, o))
        : error(res, 404, "not_found", "The requested blob does not exist");
    }
    if (req.method === "GET" && url.pathname === "/" && !url.searchParams.has("url")) {
      // list(): lexicographic pages of at most `limit` (Blob's maximum is 1000), an opaque cursor.
      if (!bearer) return error(res, 403, "forbidden", "Access denied");
      const limit = Number(url.searchParams.get("limit") ?? "1000");
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        return error(res, 400, "bad_request", "limit must be between 1 and 1000");
      const prefix = url.searchParams.get("prefix") ?? "";
      const after = url.searchParams.get("cursor") ?? "";
      const names = [...objects.keys()].filter((p) => p.startsWith(prefix) && p > after).sort();
      const page = names.slice(0, limit);
      const hasMore = names.length > limit;
      return json(res, 200, {
        blobs: page.map((p) => meta(p, objects.get(p)!)),
        cursor: hasMore ? page[page.length - 1] : undefined,
        hasMore,
      });
    }
    if (req.method === "POST" && url.pathname === "/delete") {
      if (!bearer) return error(res, 403, "forbidden", "Access denied");
      const { urls } = JSON.parse((await readBody(req)).toString("utf8")) as { urls: string[] };
      for (const u of urls) objects.delete(pathnameOf(u));
      return json(res, 200, {});
    }
    error(res, 404, "not_found", `No fake for ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    objects,
    requests,
    seed(pathname, bytes, contentType, access = "public") {
      objects.set(pathname, { bytes, contentType, uploadedAt: new Date(), access });
      return objectUrl(pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
