import { startServer } from "../start-server.cjs";

// A stand-in server: answers 200 on the port it is given, after a short start-up.
const SERVER = `setTimeout(() => require("node:http").createServer((q, s) => s.end("up")).listen(+process.argv[1], "127.0.0.1"), 300)`;

describe("startServer", () => {
  it("starts a command on a free port, waits until it answers, and stops it", async () => {
    const server = await startServer({ command: process.execPath, args: (port) => ["-e", SERVER, String(port)] });
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(server.baseUrl)).text()).toBe("up");
    server.stop();
    // Stopped once nothing answers on its port any more (checked every 50 ms, 10 s at most).
    const down = async () =>
      fetch(server.baseUrl).then(
        () => false,
        () => true,
      );
    for (const end = Date.now() + 10_000; !(await down()) && Date.now() < end;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(server.baseUrl)).rejects.toThrow();
    server.stop(); // stopping twice is harmless
  });

  it("fails at once, naming the command, when it ends before answering", async () => {
    await expect(
      startServer({ command: process.execPath, args: () => ["-e", "process.exit(3)"], timeoutMs: 20000 }),
    ).rejects.toThrow(/ended before it answered \(exit code 3\)/);
  });

  it("fails after the timeout when nothing answers, and ends the process", async () => {
    await expect(
      startServer({ command: process.execPath, args: () => ["-e", "setTimeout(() => {}, 60000)"], timeoutMs: 1000 }),
    ).rejects.toThrow(/did not answer at http:\/\/127\.0\.0\.1:\d+\/ within 1000 ms/);
  });
});
