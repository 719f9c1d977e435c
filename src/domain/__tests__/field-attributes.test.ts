import { checkBooking } from "../booking";
import { FIELD_ATTRIBUTES, FIELD_LIMITS } from "../service-request";
import { PHONE_MIN_DIGITS } from "../fields";
import { validateSubmission, type FieldName } from "../service-request";

// The browser's side of the form, as HTML defines it: what its own validation lets the plain form send.
type Attributes = {
  required?: boolean;
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

/** HTML's "valid e-mail address" (the type="email" check), from the HTML standard. */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether a browser's constraint validation passes `value` (Chromium compiles `pattern` with the `v` flag). */
function browserAccepts(attributes: Attributes, value: string) {
  if (value === "") return !attributes.required;
  if (attributes.maxLength !== undefined && value.length > attributes.maxLength) return false;
  if (attributes.minLength !== undefined && value.length < attributes.minLength) return false;
  if (attributes.type === "email" && !HTML_EMAIL.test(value)) return false;
  if (attributes.pattern !== undefined && !new RegExp(`^(?:${attributes.pattern})$`, "v").test(value)) return false;
  return true;
}

const VALID = {
  name: "Jane Doe",
  phone: "(704) 555-0142",
  email: "jane@example.com",
  service: "Computer Repair",
  message: "The screen is cracked.",
};
const catalogue = { services: ["Computer Repair"], locations: ["Charlotte"] };
const serverError = (field: FieldName, value: string) =>
  validateSubmission({ ...VALID, [field]: value }, catalogue).ok
    ? undefined
    : (validateSubmission({ ...VALID, [field]: value }, catalogue) as { errors: Record<string, string> }).errors[field];

describe("the form's HTML attributes know the server's rules", () => {
  it.each(["v", "u"])("every pattern compiles as browsers compile it (flag %s)", (flag) => {
    for (const attributes of Object.values(FIELD_ATTRIBUTES))
      if ("pattern" in attributes) expect(() => new RegExp(`^(?:${attributes.pattern})$`, flag)).not.toThrow();
  });

  const phones = [
    ["(704) 555-0142", true],
    ["704.555.0142", true],
    ["+1 704 555 0142 x12", true],
    ["7045550142", true],
    ["555 0142", true],
    ["1234567", true],
    ["704\u00a0555\u00a00142", true],
    ["12", false],
    ["555-014", false],
    ["123456", false],
    ["call me maybe", false],
    ["704-555-0142 ext 3", false],
    ["704/555/0142", false],
    ["+1 (704) 555-0142 x 1234 5678", false], // 29 characters
    ["0".repeat(FIELD_LIMITS.phone), true],
    ["0".repeat(FIELD_LIMITS.phone + 1), false],
  ] as const;
  it.each(phones)("phone %p: the browser and the server both say %p", (phone, ok) => {
    expect(browserAccepts(FIELD_ATTRIBUTES.phone, phone)).toBe(ok);
    expect(serverError("phone", phone) === undefined).toBe(ok);
  });

  it("a phone with fewer digits than the server needs never passes the browser", () => {
    for (let digits = 0; digits < PHONE_MIN_DIGITS; digits++)
      for (const phone of ["5".repeat(digits), `(${"5".repeat(digits)}) --- ...`, `+${"5".repeat(digits)} x`]) {
        expect(browserAccepts(FIELD_ATTRIBUTES.phone, phone)).toBe(false);
        expect(serverError("phone", phone)).toBeDefined();
      }
  });

  const emails = [
    ["jane@example.com", true],
    ["jane.doe+repairs@mail.example.co.uk", true],
    ["o'brien@example.com", true],
    ["jane@example", false], // no dot in the domain: type="email" alone lets it through
    [`${"a".repeat(65)}@example.com`, false], // local part over 64
    [`${"a".repeat(64)}@example.com`, true],
    ["jane@@example.com", false],
    ["jane doe@example.com", false],
    ["<jane@example.com>", false],
    ["jane@-example.com", false],
    [`jane@${"a".repeat(64)}.com`, false], // a label over 63
    [`jane@${"a".repeat(63)}.com`, true],
    [`a@${Array(5).fill("b".repeat(60)).join(".")}.com`, false], // 310 characters
  ] as const;
  it.each(emails)("e-mail %p: the browser and the server both say %p", (email, ok) => {
    expect(browserAccepts(FIELD_ATTRIBUTES.email, email)).toBe(ok);
    expect(serverError("email", email) === undefined).toBe(ok);
  });

  it.each([
    ["name", FIELD_LIMITS.name],
    ["message", FIELD_LIMITS.message],
  ] as const)(
    "%s: required, and the longest value the browser takes is the longest the server takes",
    (field, limit) => {
      const attributes: Attributes = FIELD_ATTRIBUTES[field];
      expect(browserAccepts(attributes, "")).toBe(false);
      expect(serverError(field, "")).toBeDefined();
      expect(attributes.maxLength).toBe(limit);
      expect(serverError(field, "a".repeat(limit))).toBeUndefined();
      expect(serverError(field, "a".repeat(limit + 1))).toBeDefined();
    },
  );

  it("a description at the browser's limit with line breaks passes: a line break counts once, as maxlength counts it", () => {
    // The browser's maxlength counts "\n"; the form sends each line break as CR LF.
    const typed = `${Array(50).fill("a".repeat(99)).join("\n")}a`;
    expect(typed.length).toBe(FIELD_LIMITS.message);
    expect(browserAccepts(FIELD_ATTRIBUTES.message, typed)).toBe(true);
    expect(serverError("message", typed.replace(/\n/g, "\r\n"))).toBeUndefined();
    expect(serverError("message", `${typed.replace(/\n/g, "\r\n")}a`)).toBeDefined();
  });

  it("a service is required", () => {
    expect(FIELD_ATTRIBUTES.service.required).toBe(true);
    expect(serverError("service", "")).toBeDefined();
  });

  it("the visit's address: the browser's length is the server's", () => {
    const now = new Date("2026-11-22T15:00:00Z");
    const address = (value: string) => checkBooking({ dropoff: "on-site", address: value }, now);
    expect(FIELD_ATTRIBUTES.address.maxLength).toBe(FIELD_LIMITS.address);
    expect(address("a".repeat(FIELD_LIMITS.address)).ok).toBe(true);
    expect(address("a".repeat(FIELD_LIMITS.address + 1)).ok).toBe(false);
  });
});
