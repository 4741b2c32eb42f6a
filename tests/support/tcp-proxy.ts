import net from "node:net";

/**
 * A loopback TCP proxy in front of the database, for fault tests: `down()` refuses new connections
 * and cuts open ones (the database "goes away"), `up()` restores it, `hold()` delays traffic until
 * `release()` (a slow database, for in-flight requests).
 */
export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1") {
  let available = true;
  let held = false;
  const waiting: (() => void)[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    if (!available) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(upstream);
    const pipe = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk) => {
        if (held) waiting.push(() => to.write(chunk));
        else to.write(chunk);
      });
    pipe(client, upstream);
    pipe(upstream, client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", close).on("error", close);
    upstream.on("close", close).on("error", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    down() {
      available = false;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    up() {
      available = true;
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
      for (const send of waiting.splice(0)) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
