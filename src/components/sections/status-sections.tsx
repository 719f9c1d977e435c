import { Container } from "@chakra-ui/react/container";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { DATA } from "../../page-runtime/attributes";
import { STATUS_ENDPOINT, type LookupCopy } from "../../page-runtime/status-lookup";
import { useFill } from "../../hooks/use-fill";
import { usePageLanguage } from "../../hooks/use-page-language";
import { classNames } from "../../theme/static/class-names";
import { Button } from "../ui/button";
import { FormField, TextInput } from "../ui/form-field";
import { PageTitle } from "../ui/page-title";

const ui = classNames("ui");

export const fragment = graphql`
  fragment StatusLookup on PagesJsonStatus {
    heading
    intro
    referenceLabel
    referenceHint
    codeLabel
    codeHint
    submitLabel
    loadingText
    errorText
    invalidText
    notFoundHeading
    requestLabel
    bookingLabel
    shopLabel
    historyHeading
    noteLabel
  }
`;

type LookupFieldProps = {
  name: "reference" | "code";
  label: string;
  hint: string;
  maxLength: number;
};

/** A box for what the e-mail gives, typed as it is printed: no autocomplete, no spelling fixes, capitals. */
function LookupField({ name, label, hint, maxLength }: LookupFieldProps) {
  const id = `status-${name}`;
  return (
    <FormField id={id} label={label} required>
      {(control) => (
        <>
          <TextInput
            {...control}
            name={name}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={maxLength}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className={ui("hint")}>
            {hint}
          </p>
        </>
      )}
    </FormField>
  );
}

/**
 * /status/: the form that looks a repair up by the reference and status code of its e-mail, and the region where the
 * answer appears. Plain HTML that posts to the function; the page's script (page-runtime/status-lookup.ts) looks up in
 * place, also at once from the e-mail's link, and writes the answer (with the words of `data-status-lookup`) into the
 * region, which the server leaves empty: every answer is one visitor's.
 */
export function StatusSections({ copy }: { copy: Queries.StatusLookupFragment }) {
  const fill = useFill();
  const { lang } = usePageLanguage();
  const words: LookupCopy = {
    loadingText: copy.loadingText,
    errorText: fill(copy.errorText),
    invalidText: copy.invalidText,
    notFoundHeading: copy.notFoundHeading,
    requestLabel: copy.requestLabel,
    bookingLabel: copy.bookingLabel,
    shopLabel: copy.shopLabel,
    historyHeading: copy.historyHeading,
    noteLabel: copy.noteLabel,
  };
  return (
    <Container maxW="3xl" py={{ base: "12", md: "20" }}>
      <PageTitle>{copy.heading}</PageTitle>
      <chakra.p mt="3" fontSize="lg">
        {copy.intro}
      </chakra.p>
      <chakra.form
        method="post"
        action={STATUS_ENDPOINT}
        {...{ [DATA.statusLookup]: JSON.stringify(words) }}
        mt="8"
        p={{ base: "5", md: "8" }}
        bg="white"
        layerStyle="card.xl"
        boxShadow="sm"
        display="grid"
        gap="5"
        gridTemplateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 3fr)" }}
        alignItems="start"
        // 44 px boxes, and 16 px text, which phones do not zoom into on focus.
        css={{ "& input": { h: "11", fontSize: "md" } }}
      >
        {/* The answer's language without JavaScript (the script sends the page's). */}
        <input type="hidden" name="lang" value={lang} />
        <LookupField name="reference" label={copy.referenceLabel} hint={copy.referenceHint} maxLength={20} />
        <LookupField name="code" label={copy.codeLabel} hint={copy.codeHint} maxLength={60} />
        <chakra.div gridColumn="1 / -1" css={{ "& button": { w: { base: "full", md: "auto" } } }}>
          <Button look="lg-brand" type="submit">
            {copy.submitLabel}
          </Button>
        </chakra.div>
      </chakra.form>
      <chakra.div
        {...{ [DATA.statusResult]: "" }}
        aria-live="polite"
        mt="8"
        css={{
          "&:not(:empty)": {
            // The card first: its border width would otherwise cover the accent on the start side.
            layerStyle: "card.lg",
            p: { base: "5", md: "6" },
            borderStartWidth: "4px",
            borderStartColor: "brand.600",
          },
          // The answer's first element takes the focus (page-runtime/status-lookup.ts) to be read from there: not a control.
          "& > [tabindex='-1']": { outline: "none" },
          "& h2": { fontSize: "2xl", fontWeight: "bold", lineHeight: "1.3", color: "brand.800" },
          "& h2 + p": { mt: "2", fontSize: "lg" },
          "& dl": { display: "grid", gap: "3", mt: "5" },
          "& dt": { fontWeight: "bold" },
          "& dd a": {
            display: "inline-flex",
            alignItems: "center",
            minH: "11",
            color: "brand.700",
            fontWeight: "medium",
            textDecoration: "underline",
            textUnderlineOffset: "2px",
          },
          "& h3": { fontSize: "lg", fontWeight: "bold", mt: "6", mb: "2" },
          "& ol": { listStyleType: "none", display: "grid", gap: "3" },
          "& li": { ps: "3", borderStartWidth: "2px", borderColor: "page.line" },
          "& li:first-of-type": { borderColor: "brand.600", fontWeight: "semibold" },
          "& li p": { mt: "1", fontWeight: "normal" },
          "& ol + p": { mt: "6", fontSize: "sm", color: "page.muted" },
        }}
      />
    </Container>
  );
}
