import { Container } from "@chakra-ui/react/container";
import { chakra } from "@chakra-ui/react/styled-system";
import { DESK_ATTRIBUTE } from "../../page-runtime/desk";
import { classNames } from "../../theme/static/class-names";
import { Button } from "../ui/button";
import { FormField, TextInput } from "../ui/form-field";
import { PageTitle } from "../ui/page-title";
import { DESK_COPY } from "./desk-copy";

const ui = classNames("ui");

/**
 * /desk/: the sign-in form and the region the desk's script (page-runtime/desk.ts) fills with the staff member's
 * requests once signed in. The server sends no request: everything shown comes from the desk's functions behind the
 * session cookie. The region's styles cover what the script writes (lists, cards, buttons), as the status page's do.
 */
export function DeskSections() {
  return (
    <Container maxW="4xl" py={{ base: "6", md: "12" }} {...{ [DESK_ATTRIBUTE]: "" }}>
      <PageTitle>{DESK_COPY.heading}</PageTitle>
      <chakra.form
        data-desk-sign-in=""
        // Without the page's script the form still asks for a link, by a post: the address never goes into a URL.
        method="post"
        action="/api/desk/sign-in"
        mt="5"
        p={{ base: "5", md: "8" }}
        bg="white"
        layerStyle="card.xl"
        boxShadow="sm"
        display="grid"
        gap="4"
        css={{ "& input": { h: "11", fontSize: "md" }, "& button": { w: { base: "full", md: "auto" } } }}
      >
        <chakra.p fontSize="lg">{DESK_COPY.intro}</chakra.p>
        <FormField id="desk-email" label={DESK_COPY.emailLabel} required>
          {(control) => (
            <>
              <TextInput
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                aria-describedby="desk-email-hint"
              />
              <p id="desk-email-hint" className={ui("hint")}>
                {DESK_COPY.emailHint}
              </p>
            </>
          )}
        </FormField>
        <div>
          <Button look="lg-brand" type="submit">
            {DESK_COPY.submitLabel}
          </Button>
        </div>
        <noscript>
          <p>{DESK_COPY.noScript}</p>
        </noscript>
      </chakra.form>
      <chakra.div
        data-desk-view=""
        aria-live="polite"
        mt="5"
        css={{
          "& [data-desk-message]": {
            p: "3",
            borderRadius: "md",
            bg: "brand.50",
            color: "brand.800",
            fontWeight: "medium",
          },
          "& [data-desk-message][data-error]": { bg: "red.50", color: "red.800" },
          "& header": {
            display: "flex",
            flexWrap: "wrap",
            gap: "3",
            alignItems: "center",
            justifyContent: "space-between",
          },
          "& [data-desk-filters]": {
            display: "grid",
            gap: "3",
            mt: "4",
            gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
          },
          "& input, & select, & textarea": {
            w: "full",
            minH: "11",
            px: "3",
            fontSize: "md",
            borderWidth: "1px",
            borderColor: "page.line",
            borderRadius: "md",
            bg: "white",
          },
          "& textarea": { py: "2", minH: "5rem" },
          "& label": { display: "grid", gap: "1", fontWeight: "semibold" },
          "& h2": { fontSize: "xl", fontWeight: "bold", color: "brand.800", mt: "6", mb: "2" },
          "& h3": { fontSize: "lg", fontWeight: "bold", mt: "5", mb: "2" },
          "& ul": { listStyleType: "none", display: "grid", gap: "3" },
          "& ul > li": { layerStyle: "card.lg", p: "0" },
          "& ul > li > a, & ul > li > button": {
            display: "grid",
            gap: "1",
            w: "full",
            textAlign: "start",
            p: "4",
            minH: "11",
            color: "inherit",
            textDecoration: "none",
            cursor: "pointer",
          },
          "& ul > li strong": { fontSize: "md", color: "brand.800" },
          "& [data-state]": { fontSize: "sm", fontWeight: "bold", color: "page.muted", textTransform: "uppercase" },
          "& dl": { display: "grid", gap: "2", gridTemplateColumns: "minmax(0, 9rem) minmax(0, 1fr)", mt: "3" },
          "& dt": { fontWeight: "bold" },
          "& dd": { overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
          "& dd a, & p a": {
            color: "brand.700",
            textDecoration: "underline",
            minH: "11",
            display: "inline-flex",
            alignItems: "center",
          },
          "& ol": { listStyleType: "none", display: "grid", gap: "2" },
          "& ol > li": { ps: "3", borderStartWidth: "2px", borderColor: "page.line" },
          "& [data-desk-photos]": { display: "flex", flexWrap: "wrap", gap: "2" },
          "& [data-desk-photos] img": { w: "7rem", h: "7rem", objectFit: "cover", borderRadius: "md" },
          "& [data-desk-actions]": { display: "grid", gap: "3", mt: "3" },
          "& [data-desk-moves]": { display: "flex", flexWrap: "wrap", gap: "2" },
          "& button": {
            minH: "11",
            px: "4",
            borderRadius: "md",
            fontWeight: "semibold",
            bg: "brand.700",
            color: "white",
            cursor: "pointer",
          },
          "& button[data-quiet], & ul > li > button": {
            bg: "white",
            color: "brand.800",
            borderWidth: "1px",
            borderColor: "page.line",
          },
          "& ul > li > button": { borderWidth: "0", fontWeight: "normal" },
          "& button:focus-visible, & a:focus-visible, & input:focus-visible, & select:focus-visible, & textarea:focus-visible":
            { outline: "3px solid", outlineColor: "brand.600", outlineOffset: "2px" },
        }}
      />
    </Container>
  );
}
