import { Button, type ButtonProps } from "@chakra-ui/react/button";
import { chakra } from "@chakra-ui/react/styled-system";
import { Link as GatsbyLink } from "gatsby";
import type { ReactNode } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { PhoneIcon } from "./icons";

/** An internal link, styled with Chakra props. */
export const SiteLink = chakra(GatsbyLink);

/** A text link inside running copy: underlined, brand colored. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <SiteLink
      to={to}
      color="brand.fg"
      textDecoration="underline"
      textUnderlineOffset="3px"
      _hover={{ color: "brand.800" }}
    >
      {children}
    </SiteLink>
  );
}

type ButtonLinkProps = Omit<ButtonProps, "asChild"> & { to: string; children: ReactNode };

/**
 * An internal link that looks like a button. Chakra's Button gives its element
 * type="button"; `type={undefined}` keeps that invalid attribute off the <a>.
 */
export function ButtonLink({ to, children, ...props }: ButtonLinkProps) {
  return (
    <Button asChild type={undefined} minH="11" {...props}>
      <GatsbyLink to={to}>{children}</GatsbyLink>
    </Button>
  );
}

type CallButtonProps = Omit<ButtonProps, "asChild" | "children"> & { label?: string };

/** The shop's main number as a tel: link. The label defaults to the number itself. */
export function CallButton({ label, ...props }: CallButtonProps) {
  const { business, phoneHref } = useSiteData();
  return (
    <Button asChild type={undefined} colorPalette="amber" minH="11" fontWeight="bold" {...props}>
      <a href={phoneHref}>
        <PhoneIcon />
        {label ?? business.phone}
      </a>
    </Button>
  );
}
