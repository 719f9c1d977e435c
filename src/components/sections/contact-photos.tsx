import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { PHOTO_ACCEPT, type PreparedPhoto } from "../../lib/photos";
import { classNames } from "../../theme/static/class-names";

const cf = classNames("cf");
const ui = classNames("ui");

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
  const inputRef = useRef<HTMLInputElement>(null);

  const add = async (input: HTMLInputElement) => {
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

  // Photos picked before this code ran (the plain form takes them) are prepared and listed as if picked now: the
  // page's sending uses the list, not the input.
  useEffect(() => {
    if (inputRef.current?.files?.length) void add(inputRef.current);
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const describedBy = ["photos-hint", error ? "photos-error" : ""].filter(Boolean).join(" ");
  return (
    <div className={cf("photos")}>
      <label htmlFor="photos" className={ui("label")}>
        {label}
      </label>
      <input
        id="photos"
        type="file"
        name="photos"
        accept={PHOTO_ACCEPT}
        multiple
        ref={inputRef}
        onChange={(event) => void add(event.target)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={cf("photos-input")}
      />
      <p id="photos-hint" className={ui("hint")}>
        {hint}
      </p>
      <div aria-live="polite">
        {busy && <p className={cf("small")}>Preparing photos...</p>}
        {photos.length > 0 && (
          <Suspense fallback={null}>
            <PhotoList
              photos={photos}
              removeLabel={removeLabel}
              onRemove={(i) => onPhotos(photos.filter((_, j) => j !== i))}
            />
          </Suspense>
        )}
      </div>
      {error && (
        <p id="photos-error" className={ui("error")}>
          {error}
        </p>
      )}
    </div>
  );
}
