import { chakra } from "@chakra-ui/react/styled-system";
import type { ComponentProps, ReactNode } from "react";
import { buttonRecipe } from "../../theme/recipes/button";
import { spinnerRecipe } from "../../theme/recipes/spinner";

const ButtonBase = chakra("button", buttonRecipe);
const Spinner = chakra("span", spinnerRecipe);

export type ButtonProps = ComponentProps<typeof ButtonBase> & {
  /** While true: disabled, marked busy, and showing a spinner with `loadingText`. */
  loading?: boolean;
  loadingText?: ReactNode;
};

/**
 * A form button with the button recipe, at least 44 px high; `type="button"` unless given. Our own rather than
 * Chakra's Button, whose loading machinery (loader, absolute centering) is more than a spinner and a label.
 */
export function Button({ loading = false, loadingText, disabled, children, ...props }: ButtonProps) {
  return (
    <ButtonBase
      type="button"
      minH="11"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? "" : undefined}
      {...props}
    >
      {loading ? (
        <>
          <Spinner size="inherit" aria-hidden="true" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </ButtonBase>
  );
}
