import { usePageLanguage } from "../../hooks/use-page-language";
import { classNames } from "../../theme/static/class-names";
import { LANGUAGE_SELF_NAMES } from "./chrome-words";

const cx = classNames("ls");

/**
 * The header's switch to the same page in the other language ("Español" on an English page, "English" on a Spanish
 * one), named in that language; on a phone its code ("ES"), so that the shop's name keeps its lines. A plain link (a
 * full load: the other language's header comes with it). None on a page that has no counterpart; hidden, or pointed to
 * the new page's, after a client-side navigation (page-runtime/page-language.ts). Static classes of a sheet of its own
 * (theme/static/layout.ts), which only the pages that show it carry.
 */
export function LanguageSwitch() {
  const { lang, alternates } = usePageLanguage();
  const other = lang === "es" ? "en" : "es";
  const to = alternates[other];
  const name = LANGUAGE_SELF_NAMES[other];
  // Only a page with a counterpart has it: a client-side navigation starts from the contact or the thank-you page,
  // which have theirs, so the header it keeps has the switch to hide or to point to the new page's.
  if (!to) return null;
  return (
    <a
      href={to}
      hrefLang={other}
      lang={other}
      // Its name holds the code a phone shows and the language's name ("ES, Español"): said and heard alike.
      aria-label={`${other.toUpperCase()}, ${name}`}
      className={cx("link")}
    >
      <span className={cx("name")}>{name}</span>
      <abbr className={cx("code")} title={name}>
        {other.toUpperCase()}
      </abbr>
    </a>
  );
}
