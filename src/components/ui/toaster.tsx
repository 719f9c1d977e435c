import { Portal } from "@chakra-ui/react/portal";
import { Toast, Toaster as ChakraToaster, createToaster } from "@chakra-ui/react/toast";
import { toastSlotRecipe } from "../../theme/slot-recipes/toast";
import { PageChakra } from "./provider";

/**
 * The site's one toaster. Render <Toaster /> on the pages that show toasts; it brings Chakra's browser provider, as
 * the form around it renders without Chakra.
 */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true });

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
