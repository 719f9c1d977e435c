import { errorText, photosTooLargeText, retryAfterSeconds, retryWhen } from "../contact-send";

describe("the no-JavaScript form's ?error= codes", () => {
  it("explain each code the function sends", () => {
    expect(errorText("phone")).toMatch(/phone number/);
    expect(errorText("photos-pixels")).toMatch(/50 megapixels/);
    expect(errorText("rate-limited")).toMatch(/wait a few minutes or call us/);
  });

  // ?error=__proto__ used to blank the contact page: the code was looked up on a plain object.
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "no-such-code", ""])(
    "read %p from the address as an unknown code, with the general sentence",
    (code) => {
      expect(errorText(code)).toBe("Something in the form was not valid. Please check every field.");
    },
  );
});

describe("what a 429 says about waiting", () => {
  const now = Date.parse("2026-11-25T15:00:00Z");

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds(" 0 ", now)).toBe(0);
    expect(retryAfterSeconds("Wed, 25 Nov 2026 15:03:00 GMT", now)).toBe(180);
    expect(retryAfterSeconds("Wed, 25 Nov 2026 14:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
  });

  it("names the wait as a visitor reads it", () => {
    expect(retryWhen(120)).toBe("in 2 minutes");
    expect(retryWhen(121)).toBe("in 3 minutes");
    expect(retryWhen(30)).toBe("in a minute");
    expect(retryWhen(3600)).toBe("in about an hour");
    expect(retryWhen(3 * 3600)).toBe("in about 3 hours");
    expect(retryWhen(undefined)).toBe("in a few minutes");
  });
});

describe("a 413 with photos", () => {
  it("names each photo with its size", () => {
    const photo = (name: string, bytes: number) => ({ name, blob: new Blob([new Uint8Array(bytes)]) });
    expect(photosTooLargeText([photo("IMG_1.jpg", 2.5 * 1024 * 1024), photo("back.heic", 900 * 1024)])).toBe(
      "The photos were too large for the server to take: IMG_1.jpg (2.5 MB), back.heic (900 KB). Remove one, or send fewer, and try again.",
    );
  });
});
