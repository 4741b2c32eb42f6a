import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitGuard, LENGTH_REQUIRED_MESSAGE, TOO_LARGE_MESSAGE } from "@/scripts/body-limits.mjs";

// scripts/serve.mjs's early body limits (24.4): page paths and server actions answer 413/411 from the
// headers alone, before any of the body is read; API routes keep their own streaming limits.
let server: http.Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  const guard = bodyLimitGuard({ pageLimit: 1024 * 1024 });
  server = http.createServer((req, res) => {
    if (guard(req, res)) return;
    reached.push(`${req.method} ${req.url}`);
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw request bytes (headers, maybe a little body) and returns what comes back before close. */
function raw(request: string, waitMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.on("data", (c) => (data += c.toString()));
    socket.on("close", () => resolve(data));
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      resolve(`still open: ${data}`);
    }, waitMs);
  });
}

describe("early body limits for every path (24.4)", () => {
  it("refuses a page POST declaring more than the limit at once, without waiting for its body", async () => {
    const answer = await raw(
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 5000000\r\n\r\nabc",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(JSON.stringify({ message: TOO_LARGE_MESSAGE }));
    expect(answer).toMatch(/connection: close/i);
    expect(reached).not.toContain("POST /");
  });

  it("refuses a server-action POST with a chunked (undeclared) body: 411", async () => {
    const answer = await raw(
      "POST /generator HTTP/1.1\r\nHost: x\r\nNext-Action: abc\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 411/);
    expect(answer).toContain(LENGTH_REQUIRED_MESSAGE);
    expect(reached).not.toContain("POST /generator");
  });

  it("lets small page bodies, bodiless requests and every /api/* request through", async () => {
    expect(
      await raw("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello"),
    ).toMatch(/^HTTP\/1\.1 200/);
    expect(await raw("GET /y HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 200/);
    expect(
      await raw(
        "POST /api/z HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n",
      ),
    ).toMatch(/^HTTP\/1\.1 200/);
    expect(reached).toEqual(["POST /x", "GET /y", "POST /api/z"]);
  });

  it("refuses a malformed length", async () => {
    expect(await raw("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1e9\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 (400|413)/,
    );
  });
});
