import { useSiteTokens } from "../../hooks/use-fill";
import { richParts } from "../../lib/rich-text";
import { TextAnchor, TextLink } from "./links";

/**
 * A line of a document's copy with its links (lib/rich-text.ts): "[label](/path/)" a link to that page, {phone} and
 * {email} (and each shop's, {phoneMountGilead}) tel: and mailto: links, the other tokens filled.
 */
export function RichText({ text }: { text: string }) {
  const tokens = useSiteTokens();
  return (
    <>
      {richParts(text, tokens).map((part, i) =>
        part.to ? (
          <TextLink key={i} to={part.to}>
            {part.text}
          </TextLink>
        ) : part.href ? (
          <TextAnchor key={i} href={part.href}>
            {part.text}
          </TextAnchor>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
