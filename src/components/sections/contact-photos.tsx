import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { PHOTO_ACCEPT, type PreparedPhoto } from "../../lib/photos";
import type { Lang } from "../../domain/language";
import { classNames } from "../../theme/static/class-names";

const cf = classNames("cf");
const ui = classNames("ui");

// Decoding and drawing photos, and the list of chosen ones, are only needed once a visitor picks one.
const loadPrepare = () => import("../../lib/prepare-photo");
const PhotoList = lazy(() => import("./contact-photo-list"));

type PhotoFieldProps = {
  /** Not offered for the service chosen (contact-form.tsx): kept, with its photos, for a change of mind. */
  hidden?: boolean;
  label: string;
  hint: string;
  removeLabel: string;
  photos: readonly PreparedPhoto[];
  error?: string;
  onPhotos: (photos: PreparedPhoto[], error?: string) => void;
  /** The form's language: its refusals and its wait. */
  lang?: Lang;
};

/**
 * Up to three photos of the damage. Without JavaScript the file input posts them as they are
 * (the form is multipart); with it, each is checked by its first bytes as it is picked (a refusal shows under the
 * field), made smaller and listed with a Remove button.
 */
export function PhotoField({
  label,
  hint,
  removeLabel,
  photos,
  error,
  onPhotos,
  hidden = false,
  lang = "en",
}: PhotoFieldProps) {
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const add = async (input: HTMLInputElement) => {
    const chosen = Array.from(input.files ?? []);
    if (!chosen.length) return;
    setBusy(true);
    try {
      const { addPhotos } = await loadPrepare();
      const result = await addPhotos(photos, chosen, lang);
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

  // The input shows what the list holds ("2 files"), never "No file chosen" beside a list of photos: after each pick
  // or removal its files become the list's (the page sends the list; so would the plain form, should it post).
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    try {
      const files = new DataTransfer();
      for (const photo of photos)
        files.items.add(
          photo.blob instanceof File ? photo.blob : new File([photo.blob], photo.name, { type: photo.blob.type }),
        );
      input.files = files.files;
    } catch {
      // A browser that cannot set a file list: empty the input, so at least it offers to choose again.
      input.value = "";
    }
  }, [photos]);

  const describedBy = ["photos-hint", error ? "photos-error" : ""].filter(Boolean).join(" ");
  return (
    <div className={cf("photos")} hidden={hidden}>
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
        {busy && <p className={cf("small")}>{lang === "es" ? "Preparando las fotos..." : "Preparing photos..."}</p>}
        {photos.length > 0 && (
          <Suspense fallback={null}>
            <PhotoList
              photos={photos}
              removeLabel={removeLabel}
              onRemove={(i) => onPhotos(photos.filter((_, j) => j !== i))}
            />
          </Suspense>
        )}
        {/* In the live region: a photo refused on pick is announced as it is shown. */}
        {error && (
          <p id="photos-error" className={ui("error")}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
