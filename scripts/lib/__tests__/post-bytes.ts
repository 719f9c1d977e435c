import http from "node:http";

/**
 * Posts `bytes` of filler to `url` with `headers` (a Content-Length unless `chunked`), and resolves with the
 * status and Location as soon as the answer arrives, whether or not the server read the whole body: what a
 * test of a server that refuses from the headers needs, and what fetch cannot show. `localAddress` (another loopback
 * address, such as 127.0.0.2) makes the server see another client.
 */
export function postBytes(
  url: string,
  bytes: number,
  headers: Record<string, string> = {},
  { chunked = false, localAddress }: { chunked?: boolean; localAddress?: string } = {},
): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      agent: false,
      localAddress,
      headers: { ...(chunked ? {} : { "Content-Length": bytes }), ...headers },
    });
    request.on("response", (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    // A server that answered early may close before the body is through; the answer is what counts.
    request.on("error", (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
    let left = bytes;
    const pump = () => {
      while (left > 0) {
        const size = Math.min(left, 256 * 1024);
        left -= size;
        if (!request.write(Buffer.alloc(size, 0x61))) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}
