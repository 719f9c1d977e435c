import { chakra } from "@chakra-ui/react/styled-system";
import { iconButtonRecipe } from "../../theme/recipes/icon-button";

/** A 44 px square button holding one icon; give it an aria-label. */
export const IconButton = chakra("button", iconButtonRecipe);
