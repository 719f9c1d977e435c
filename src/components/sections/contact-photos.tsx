import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { chakra } from "@chakra-ui/react/styled-system";
import { useState, type ChangeEvent } from "react";
import {
  formatBytes,
  isAcceptedPhoto,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PHOTO_ACCEPT,
  type PreparedPhoto,
} from "../../lib/photos";

// Decoding and drawing photos is only needed once a visitor picks one.
const loadPrepare = () => import("../../lib/prepare-photo");

type PhotoFieldProps = {
  label: string;
  hint: string;
  removeLabel: string;
  photos: readonly PreparedPhoto[];
  error?: string;
  onPhotos: (photos: PreparedPhoto[], error?: string) => void;
};

const total = (photos: readonly PreparedPhoto[]) => photos.reduce((sum, p) => sum + p.blob.size, 0);

/**
 * Up to three photos of the damage. Without JavaScript the file input posts them as they are
 * (the form is multipart); with it, each is made smaller first and listed with a Remove button.
 */
export function PhotoField({ label, hint, removeLabel, photos, error, onPhotos }: PhotoFieldProps) {
  const [busy, setBusy] = useState(false);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = Array.from(input.files ?? []);
    // The list below holds the photos; the input is emptied so the same file can be chosen again.
    input.value = "";
    if (!chosen.length) return;
    const problems: string[] = [];
    const accepted = chosen.filter((file) => {
      if (isAcceptedPhoto(file)) return true;
      problems.push(`${file.name} is not a JPEG, PNG, WebP or HEIC photo.`);
      return false;
    });
    const room = MAX_PHOTOS - photos.length;
    if (accepted.length > room)
      problems.push(`Up to ${MAX_PHOTOS} photos: ${accepted.length - Math.max(room, 0)} not added. Remove one first.`);
    setBusy(true);
    try {
      const { preparePhoto } = await loadPrepare();
      const prepared = await Promise.all(accepted.slice(0, Math.max(room, 0)).map(preparePhoto));
      const next = [...photos];
      for (const photo of prepared) {
        if (total(next) + photo.blob.size > MAX_PHOTO_BYTES) {
          problems.push(
            `${photo.name} (${formatBytes(photo.blob.size)}) would make the photos more than ${formatBytes(MAX_PHOTO_BYTES)} together.`,
          );
          continue;
        }
        next.push(photo);
      }
      onPhotos(next, problems.join(" ") || undefined);
    } finally {
      setBusy(false);
    }
  };

  const describedBy = ["photos-hint", error ? "photos-error" : ""].filter(Boolean).join(" ");
  return (
    <Box mt="5">
      <chakra.label htmlFor="photos" display="block" fontWeight="medium" fontSize="sm" mb="1.5">
        {label}
      </chakra.label>
      <chakra.input
        id="photos"
        type="file"
        name="photos"
        accept={PHOTO_ACCEPT}
        multiple
        onChange={(event: ChangeEvent<HTMLInputElement>) => void add(event)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        display="block"
        w="full"
        minH="11"
        py="2"
        fontSize="sm"
      />
      <chakra.p id="photos-hint" fontSize="sm" color="page.muted" mt="1.5">
        {hint}
      </chakra.p>
      <Box aria-live="polite">
        {busy && <chakra.p fontSize="sm">Preparing photos...</chakra.p>}
        {photos.length > 0 && (
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
                  onClick={() => onPhotos(photos.filter((_, j) => j !== i))}
                >
                  {removeLabel}
                </Button>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Box>
      {error && (
        <chakra.p id="photos-error" color="red.700" fontSize="sm" mt="1.5">
          {error}
        </chakra.p>
      )}
    </Box>
  );
}
