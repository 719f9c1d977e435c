import { chakra } from "@chakra-ui/react/styled-system";
import { usePageLanguage } from "../../hooks/use-page-language";
import { DATA } from "../../page-runtime/attributes";
import { LANGUAGE_SELF_NAMES } from "./chrome-words";

/**
 * The header's switch to the same page in the other language ("Español" on an English page, "English" on a Spanish
 * one), named in that language. A plain link (a full load: the other language's header comes with it). Hidden on a
 * page that has no counterpart; kept in the HTML, so that a client-side navigation to one that has shows it
 * (page-runtime/page-language.ts).
 */
export function LanguageSwitch() {
  const { lang, alternates } = usePageLanguage();
  const other = lang === "es" ? "en" : "es";
  const to = alternates[other];
  return (
    <chakra.a
      href={to ?? "/"}
      hidden={!to}
      hrefLang={other}
      lang={other}
      {...{ [DATA.languageSwitch]: "" }}
      display="inline-flex"
      css={{ "&[hidden]": { display: "none" } }}
      alignItems="center"
      minH="11"
      px="2"
      fontSize="sm"
      fontWeight="semibold"
      color="brand.800"
      textDecoration="underline"
      textUnderlineOffset="3px"
    >
      {LANGUAGE_SELF_NAMES[other]}
    </chakra.a>
  );
}
