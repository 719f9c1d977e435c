import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import { forwardRef, useState } from "react";
import { isHydrating, KEEP_SERVER_HTML } from "../../lib/hydration";

/**
 * Content with no interactivity of its own (text, pictures, links), rendered by the server and then left alone by the
 * browser: while React hydrates the first page it keeps this element's server HTML as it is and does not walk the
 * components inside, which is most of a page's hydration work (its long tasks). The element itself (its props,
 * handlers and ref) is React's as usual; events from inside bubble to its handlers. Links inside are plain links (a
 * full page load instead of Gatsby's client-side navigation). Mounted later (a client-side navigation), it renders
 * its children as usual. Nothing inside may need JavaScript: no handlers, state or effects of its own.
 */
export const StaticRegion = forwardRef<HTMLDivElement, HTMLChakraProps<"div">>(function StaticRegion(
  { children, ...props },
  ref,
) {
  const [keepServerHtml] = useState(isHydrating);
  if (keepServerHtml)
    return <chakra.div ref={ref} {...props} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return (
    <chakra.div ref={ref} {...props}>
      {children}
    </chakra.div>
  );
});
