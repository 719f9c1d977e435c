import { Portal } from "@chakra-ui/react/portal";
import { Toast, Toaster as ChakraToaster, createToaster } from "@chakra-ui/react/toast";
import { toastSlotRecipe } from "../../theme/slot-recipes/toast";
import { clearance } from "../../lib/overlap";
import { PageChakra } from "./provider";

/**
 * The site's one toaster. Render <Toaster /> on the pages that show toasts; it brings Chakra's browser provider, as
 * the form around it renders without Chakra.
 */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true });

/**
 * Once the toast has come in, scrolls the page so that `target` (the Send button) is not under it: on a phone the toast
 * spans the screen's width at its foot, where the button often is.
 */
export async function keepClearOf(target: HTMLElement) {
  const toast = await new Promise<HTMLElement | null>((resolve) => {
    let frames = 0;
    const look = () => {
      const found = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="root"]');
      if (found || ++frames > 60) resolve(found);
      else requestAnimationFrame(look);
    };
    look();
  });
  if (!toast) return;
  await Promise.all(toast.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null)));
  const scroll = clearance(target.getBoundingClientRect(), toast.getBoundingClientRect());
  if (scroll) window.scrollBy({ top: scroll, behavior: "instant" });
}

export function Toaster() {
  return (
    <PageChakra>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
          {(toast) => (
            <Toast.Root recipe={toastSlotRecipe} width={{ md: "sm" }}>
              <Toast.Indicator />
              <div>
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
              </div>
              <Toast.CloseTrigger aria-label="Dismiss" />
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </PageChakra>
  );
}
