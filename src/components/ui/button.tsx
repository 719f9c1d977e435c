import type { ButtonHTMLAttributes, ReactNode } from "react";
import { classNames, joinClasses } from "../../theme/static/class-names";

const cx = classNames("ui");

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The button recipe's size, variant and palette, as one static class (theme/static/ui.ts). */
  look: "lg-brand" | "sm-outline" | "sm-ghost";
  /** While true: disabled, marked busy, and showing a spinner with `loadingText`. */
  loading?: boolean;
  loadingText?: ReactNode;
};

/**
 * A form button with the button recipe's look, at least 44 px high; `type="button"` unless given. A plain <button>
 * with static classes, so the forms need no Chakra runtime; not Chakra's Button, whose loading machinery (loader,
 * absolute centering) is more than a spinner and a label.
 */
export function Button({ look, loading = false, loadingText, disabled, className, children, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      className={joinClasses(cx(`button-${look}`), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? "" : undefined}
      {...props}
    >
      {loading ? (
        <>
          <span className={cx("spinner")} aria-hidden="true" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
