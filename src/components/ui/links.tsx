import { Button, type ButtonProps } from "@chakra-ui/react/button";
import { chakra } from "@chakra-ui/react/styled-system";
import { Link as GatsbyLink } from "gatsby";
import type { ReactNode } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { textLinkRecipe } from "../../theme/recipes/text-link";
import { PhoneIcon } from "./icons";

/** An internal link, styled with Chakra props. */
export const SiteLink = chakra(GatsbyLink);

/** A link inside running copy (Gatsby's Link with the textLink recipe): underlined, brand colored by default. */
export const TextLink = chakra(GatsbyLink, textLinkRecipe);

/** The same look on a plain <a>, for addresses outside Gatsby's router. */
export const TextAnchor = chakra("a", textLinkRecipe);

type ButtonLinkProps = Omit<ButtonProps, "asChild" | "children"> & {
  children: ReactNode;
  rel?: string;
  target?: string;
  download?: string;
} & ({ to: string; href?: undefined } | { href: string; to?: undefined });

/**
 * A link that looks like a button: `to` for a page of the site (Gatsby's Link), `href` for anything else (tel:,
 * a file, another site). The one place that puts Chakra's Button on an <a>: Button gives its element
 * type="button", and `type={undefined}` keeps that attribute, invalid on a link, off it.
 */
export function ButtonLink({ to, href, rel, target, download, children, ...props }: ButtonLinkProps) {
  const anchor = { rel, target, download };
  return (
    <Button asChild type={undefined} minH="11" {...props}>
      {to !== undefined ? (
        <GatsbyLink to={to} {...anchor}>
          {children}
        </GatsbyLink>
      ) : (
        <a href={href} {...anchor}>
          {children}
        </a>
      )}
    </Button>
  );
}

type CallButtonProps = Omit<ButtonProps, "asChild" | "children"> & {
  label?: string;
  /** Below the `sm` breakpoint only the icon shows (the label is still the link's name), for the narrow header. */
  compact?: boolean;
};

/** The shop's main number as a tel: link. The label defaults to the number itself. */
export function CallButton({ label, compact = false, ...props }: CallButtonProps) {
  const { business, phoneHref } = useSiteData();
  const text = label ?? business.phone;
  return (
    <ButtonLink href={phoneHref} colorPalette="amber" fontWeight="bold" {...props}>
      <PhoneIcon />
      {compact ? (
        <>
          <chakra.span srOnly display={{ sm: "none" }}>
            {text}
          </chakra.span>
          <chakra.span display={{ base: "none", sm: "inline" }}>{text}</chakra.span>
        </>
      ) : (
        text
      )}
    </ButtonLink>
  );
}
