import { errorText } from "../contact-send";

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
