import { chakra } from "@chakra-ui/react/styled-system";
import { Link as GatsbyLink } from "gatsby";
import { forwardRef, type ComponentProps } from "react";
import { telHref } from "../../domain/phone";
import { useSiteData } from "../../hooks/use-site-data";
import { textLinkRecipe } from "../../theme/recipes/text-link";
import { classNames, joinClasses } from "../../theme/static/class-names";
import { PhoneIcon } from "./icons";

/**
 * Gatsby's Link to a page of the site, in the page's language: on a Spanish page a link to an English page that has
 * its Spanish page leads there (use-site-data.ts localPath), so the copy and the data name the English address only.
 */
const LocalLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof GatsbyLink>>(function LocalLink(
  { to, ...props },
  ref,
) {
  const { localPath } = useSiteData();
  return <GatsbyLink ref={ref as never} to={localPath(to)} {...props} />;
});

/** An internal link, styled with Chakra props. */
export const SiteLink = chakra(LocalLink);

/** A link inside running copy (Gatsby's Link with the textLink recipe): underlined, brand colored by default. */
export const TextLink = chakra(LocalLink, textLinkRecipe);

/** The same look on a plain <a>, for addresses outside Gatsby's router. */
export const TextAnchor = chakra("a", textLinkRecipe);

const ButtonSiteLink = chakra(LocalLink);
const ButtonAnchor = chakra("a");
const bt = classNames("bt");

type ButtonLinkProps = Omit<ComponentProps<typeof ButtonAnchor>, "href" | "ref" | "colorPalette"> & {
  /** `sm-md`: small on the narrowest screens, medium from the sm breakpoint up (the header's). */
  size?: "sm" | "md" | "lg" | "sm-md";
  variant?: "solid" | "outline" | "ghost";
  colorPalette?: "brand" | "amber";
} & ({ to: string; href?: undefined } | { href: string; to?: undefined });

/**
 * A link that looks like a button (the button recipe on the link itself, at least 44 px high): `to` for a page of the
 * site (Gatsby's Link), `href` for anything else (tel:, a file, another site). The recipe's styles come from the
 * static sheet's parts (theme/static/buttons.ts), once per page; other style props go through Chakra as usual. Not
 * Chakra's Button with `asChild`, which brings its loading spinner to every page and gives the link an invalid
 * type="button".
 */
export function ButtonLink({
  to,
  href,
  size = "md",
  variant = "solid",
  colorPalette,
  className,
  ...props
}: ButtonLinkProps) {
  const classes = joinClasses(bt("base", size, variant, colorPalette), className);
  return to !== undefined ? (
    <ButtonSiteLink
      to={to}
      minH="11"
      className={classes}
      {...(props as Omit<ComponentProps<typeof ButtonSiteLink>, "to">)}
    />
  ) : (
    <ButtonAnchor href={href} minH="11" className={classes} {...props} />
  );
}

type CallButtonProps = Omit<ButtonLinkProps, "href" | "to" | "children"> & {
  label?: string;
  /** Below the `sm` breakpoint only the icon shows (the label is still the link's name), for the narrow header. */
  compact?: boolean;
};

/** The shop's main number as a tel: link. The label defaults to the number itself. */
export function CallButton({ label, compact = false, phone, ...props }: CallButtonProps & { phone?: string }) {
  const { business, phoneHref } = useSiteData();
  const text = label ?? phone ?? business.phone;
  return (
    <ButtonLink href={phone ? telHref(phone) : phoneHref} colorPalette="amber" fontWeight="bold" {...props}>
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
