// The desk's words, apart from its sections: the page's Head reads them without loading Chakra.

/** The desk's words: for the shop's staff, not the site's visitors (data/ holds the visitors'). */
export const DESK_COPY = {
  title: "The shop's desk",
  description: "For the shop's staff: today's requests and the repairs in the shop, moved along from a phone.",
  heading: "The shop's desk",
  intro: "For the shop's staff. Sign in with the e-mail address the owner registered for you.",
  emailLabel: "Your e-mail address",
  emailHint: "We e-mail you a link that signs you in. It works once, for 15 minutes.",
  submitLabel: "E-mail me a sign-in link",
  noScript: "The desk needs JavaScript: please turn it on for this site.",
};
