import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { classNames, joinClasses } from "../../theme/static/class-names";
import { ChevronDownIcon } from "./icons";

const cx = classNames("ui");

/** The attributes that tie a control to its label and error message. */
export type ControlProps = {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  /** The wrapper's class (its margins in the form's own sheet). */
  className?: string;
  /** Not asked now (the way chosen does not need it): the field is hidden, its value kept. */
  hidden?: boolean;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A label, a control and its error message, wired for assistive technology: the label names the control, the error
 * is its description and marks it invalid. Plain elements with the static `ui-` classes (theme/static/ui.ts): the
 * forms render without Chakra's runtime. (Chakra's Field does the same with about 25 KB more JavaScript.)
 */
export function FormField({ id, label, error, required, className, hidden, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className} hidden={hidden}>
      <label htmlFor={id} className={cx("label")}>
        {label}
      </label>
      {children({ id, required, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {error && (
        <p id={errorId} className={cx("error")}>
          {error}
        </p>
      )}
    </div>
  );
}

/** An <input> with the input recipe's look. */
export function TextInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={joinClasses(cx("input"), className)} {...props} />;
}

/** A <textarea> with the inputs' look, growing downwards. */
export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cx("input", "textarea")} {...props} />;
}

/** A native <select> with the inputs' look and a chevron. */
export function SelectInput(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={cx("select-box")}>
      <select className={cx("input", "select")} {...props} />
      <span className={cx("select-arrow")}>
        <ChevronDownIcon />
      </span>
    </div>
  );
}
