import type { Lang } from "../../domain/language";
import { usePageLanguage } from "../../hooks/use-page-language";

/** The chrome's own words (not the shop's: those are in data/navigation.json and its translation), in each language. */
const WORDS = {
  en: {
    skip: "Skip to content",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNav: "Main",
    mobileNav: "Mobile",
    contact: "Contact",
    locations: "Locations",
    hours: "Hours",
    rights: "All rights reserved.",
  },
  es: {
    skip: "Saltar al contenido",
    openMenu: "Abrir el menú",
    closeMenu: "Cerrar el menú",
    mainNav: "Principal",
    mobileNav: "Menú",
    contact: "Contacto",
    locations: "Ubicaciones",
    hours: "Horario",
    rights: "Todos los derechos reservados.",
  },
} satisfies Record<Lang, Record<string, string>>;

/** The name of each language in itself: the switch's words ("Español" on an English page). */
export const LANGUAGE_SELF_NAMES: Readonly<Record<Lang, string>> = { en: "English", es: "Español" };

/** The chrome's words in the page's language. */
export const useChromeWords = () => WORDS[usePageLanguage().lang];
