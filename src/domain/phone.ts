/** The one place a written phone number becomes a tel: link (E.164, US numbers). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) throw new Error(`Not a US phone number: ${phone}`);
  return `tel:+1${national}`;
}

/** The number in international form for structured data: +1-704-555-0142. */
export function internationalPhone(phone: string): string {
  const national = telHref(phone).slice("tel:+1".length);
  return `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
}
