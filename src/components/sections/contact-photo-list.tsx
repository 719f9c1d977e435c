import { Button } from "../ui/button";
import { chakra } from "@chakra-ui/react/styled-system";
import { formatBytes, type PreparedPhoto } from "../../lib/photos";

type PhotoListProps = {
  photos: readonly PreparedPhoto[];
  removeLabel: string;
  onRemove: (index: number) => void;
};

/** The photos a visitor chose, each with its size and a Remove button (loaded with the first photo). */
export default function PhotoList({ photos, removeLabel, onRemove }: PhotoListProps) {
  return (
    <chakra.ul listStyleType="none" mt="2" display="grid" gap="1">
      {photos.map((photo, i) => (
        <chakra.li key={`${photo.name}-${i}`} display="flex" alignItems="center" gap="3" fontSize="sm">
          <chakra.span flex="1" minW="0" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
            {photo.name} ({formatBytes(photo.blob.size)})
          </chakra.span>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            minH="11"
            aria-label={`${removeLabel} ${photo.name}`}
            onClick={() => onRemove(i)}
          >
            {removeLabel}
          </Button>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
