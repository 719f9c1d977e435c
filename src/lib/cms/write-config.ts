import fs from "node:fs";
import path from "node:path";
import type { JsonSchema } from "../data/schema-to-sdl";
import { dataOf, loadDataFiles } from "../data/load";
import type { BusinessData } from "../data/types";
import { fillTokens, siteTokens } from "../../domain/text";
import { cmsConfig, enumsFromData, familyEnums, type CmsConfig, type CmsOptions, type CmsSources } from "./config";

const root = path.resolve(__dirname, "../../..");

/** The schemas of data/schemas and every data file with the schema it names, read from disk. */
export function cmsSourcesFromDisk(projectRoot = root): CmsSources & Pick<CmsOptions, "enumsFromData" | "enumsByFile"> {
  const dir = path.join(projectRoot, "data", "schemas");
  const schemas: Record<string, JsonSchema> = {};
  for (const name of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    schemas[name] = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as JsonSchema;
  }
  const { files, problems } = loadDataFiles(projectRoot);
  if (problems.length) throw new Error(`The CMS configuration needs readable data files:\n${problems.join("\n")}`);
  // A file's name in the CMS, its placeholders filled as the site fills them ("About Us | Queen City Tech Repair").
  const site = dataOf<BusinessData>(files, "data/site.json");
  const tokens = siteTokens(site, site.locations[0]);
  return {
    schemas,
    files: files.map(({ file, data }) => {
      const { $schema, label, title } = data as Record<string, unknown>;
      const own = typeof label === "string" ? label : typeof title === "string" ? title : undefined;
      const name = own === undefined ? undefined : fillTokens(own, tokens);
      return { file, schema: path.posix.basename(String($schema)), ...(name ? { label: name } : {}) };
    }),
    enumsFromData: enumsFromData(files),
    enumsByFile: familyEnums(files),
  };
}

/** The CMS configuration of the project's data as it is on disk. */
export function cmsConfigFromDisk(options: Pick<CmsOptions, "backend"> = {}, projectRoot = root): CmsConfig {
  const { schemas, files, enumsFromData: fromData, enumsByFile } = cmsSourcesFromDisk(projectRoot);
  return cmsConfig({ schemas, files }, { ...options, enumsFromData: fromData, enumsByFile });
}

/**
 * Writes the configuration for /admin/ (e.g. static/admin/config.yml). Decap reads
 * config.yml with a YAML parser, and JSON is YAML, so the file is JSON under a comment:
 * no YAML library is needed.
 */
export function writeCmsConfig(outFile: string, options: Pick<CmsOptions, "backend"> = {}, projectRoot = root): void {
  const header = "# Generated from data/schemas by src/lib/cms/config.ts: do not edit, change the schemas.\n";
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${header}${JSON.stringify(cmsConfigFromDisk(options, projectRoot), null, 2)}\n`);
}
