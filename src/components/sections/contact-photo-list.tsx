import { Button } from "../ui/button";
import { formatBytes, type PreparedPhoto } from "../../lib/photos";
import { classNames } from "../../theme/static/class-names";

const cx = classNames("cf");

type PhotoListProps = {
  photos: readonly PreparedPhoto[];
  removeLabel: string;
  onRemove: (index: number) => void;
};

/** The photos a visitor chose, each with its size and a Remove button (loaded with the first photo). */
export default function PhotoList({ photos, removeLabel, onRemove }: PhotoListProps) {
  return (
    <ul className={cx("photo-list")}>
      {photos.map((photo, i) => (
        <li key={`${photo.name}-${i}`} className={cx("photo")}>
          <span className={cx("photo-name")}>
            {photo.name} ({formatBytes(photo.blob.size)})
          </span>
          <Button look="sm-ghost" aria-label={`${removeLabel} ${photo.name}`} onClick={() => onRemove(i)}>
            {removeLabel}
          </Button>
        </li>
      ))}
    </ul>
  );
}
