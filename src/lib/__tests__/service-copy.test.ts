import path from "node:path";
import { eachRule, ruleData, SERVICE_COPY_RULES } from "../data/__tests__/data-rules";

// The head of a service page (title, description, heading) from pages.json's templates and each service of
// services.json, as rules over whatever they hold: the spec's words are the editor's to change, these are not.
// editor-edits.test.ts checks the same rules on a copy of data/ with a new service.
describe("service page head text", () => {
  const data = ruleData(path.resolve(__dirname, "../../.."));
  it.each(eachRule(SERVICE_COPY_RULES))("%s", (_rule, { broken }) => {
    expect(broken(data)).toEqual([]);
  });
});
