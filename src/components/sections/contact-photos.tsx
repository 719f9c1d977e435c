import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { lazy, Suspense, useState, type ChangeEvent } from "react";
import { PHOTO_ACCEPT, type PreparedPhoto } from "../../lib/photos";

// Decoding and drawing photos, and the list of chosen ones, are only needed once a visitor picks one.
const loadPrepare = () => import("../../lib/prepare-photo");
const PhotoList = lazy(() => import("./contact-photo-list"));

type PhotoFieldProps = {
  label: string;
  hint: string;
  removeLabel: string;
  photos: readonly PreparedPhoto[];
  error?: string;
  onPhotos: (photos: PreparedPhoto[], error?: string) => void;
};

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
    setBusy(true);
    try {
      const { addPhotos } = await loadPrepare();
      const result = await addPhotos(photos, chosen);
      onPhotos(result.photos, result.error);
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
          <Suspense fallback={null}>
            <PhotoList
              photos={photos}
              removeLabel={removeLabel}
              onRemove={(i) => onPhotos(photos.filter((_, j) => j !== i))}
            />
          </Suspense>
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
