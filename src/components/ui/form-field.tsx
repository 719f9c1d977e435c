import { Box, type BoxProps } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { inputRecipe } from "../../theme/recipes/input";
import type { ReactNode, SelectHTMLAttributes } from "react";
import { ChevronDownIcon } from "./icons";

/** The attributes that tie a control to its label and error message. */
export type ControlProps = {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FormFieldProps = Omit<BoxProps, "children"> & {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A label, a control and its error message, wired for assistive technology: the label
 * names the control, the error is its description and marks it invalid. (Chakra's Field
 * does the same with about 25 KB more JavaScript.)
 */
export function FormField({ id, label, error, required, children, ...props }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Box {...props}>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" fontSize="sm" mb="1.5">
        {label}
      </chakra.label>
      {children({ id, required, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {error && (
        <chakra.p id={errorId} color="red.700" fontSize="sm" mt="1.5">
          {error}
        </chakra.p>
      )}
    </Box>
  );
}

/**
 * An <input> with Chakra's input recipe. Chakra's own Input component brings Ark's field
 * machinery (about 10 KB) for a context this site does not use. Use asChild for a
 * <select> or <textarea> with the same look.
 */
export const TextInput = chakra("input", inputRecipe);

/** A native select with the chevron the inputs' style lacks. */
export function SelectArrow() {
  return (
    <chakra.span
      position="absolute"
      insetEnd="3"
      top="50%"
      transform="translateY(-50%)"
      pointerEvents="none"
      color="page.muted"
    >
      <ChevronDownIcon />
    </chakra.span>
  );
}

/** A native <select> with the inputs' look and the chevron. */
export function SelectInput(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Box position="relative">
      <TextInput asChild pe="10">
        <select {...props} />
      </TextInput>
      <SelectArrow />
    </Box>
  );
}
