import { checkFiles, type FilesCheck } from "./check-files";
import { missingImages } from "./images-check";
import { loadDataFiles } from "./load";
import { validateAgainstSchemas, type DataFile } from "./validate";

export { problemsMessage } from "./check-files";

export type DataCheck = FilesCheck & {
  /** The data files as read, also when they have problems. */
  files: DataFile[];
};

/**
 * The build's checks of the data files before anything is built (gatsby-node.ts onPreBootstrap, and `gatsby develop`
 * again on every change of data/: watch-data.ts), over the data/ folder of `root`, as of `today` (YYYY-MM-DD, the
 * build's date): the checks of check-files.ts, which the CMS also runs before a save, and that every image a file
 * names is on disk.
 */
export function checkData(root: string, today: string): DataCheck {
  const { files, problems: unreadable } = loadDataFiles(root);
  if (unreadable.length)
    return { files, problems: [...unreadable, ...validateAgainstSchemas(files)], warnings: [], placeholders: [] };
  return { files, ...checkFiles(files, today, (checked) => missingImages(checked, root)) };
}
