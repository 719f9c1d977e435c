// How the data files are written: one file for Node (the tests, the build) and the browser (/admin/, where the
// CMS saves with it), so a file the CMS saves is byte for byte what the repository's formatter (Prettier, print
// width 120) writes, and its keys keep the order of the schema's properties. A save then changes only the
// edited values in the diff.
(function (root, factory) {
  const api = factory();
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.QctrDataFormat = api;
  // eslint-disable-next-line no-undef -- the browser's global object; `this` in Node
})(typeof self !== "undefined" ? self : this, function () {
  const PRINT_WIDTH = 120;
  const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

  /**
   * `value` rebuilt from the leaves up, each object by `object(at, out)`: `out` holds the object's keys with their
   * values rebuilt, and `at` is its path ("" for the top, "services[]" for the items of services,
   * "services[].faqs[]" further down). Arrays keep their items' order.
   */
  function rebuild(value, object, path) {
    const at = path || "";
    if (Array.isArray(value)) return value.map((item) => rebuild(item, object, `${at}[]`));
    if (!isObject(value)) return value;
    const out = {};
    for (const key of Object.keys(value)) out[key] = rebuild(value[key], object, at ? `${at}.${key}` : key);
    return object(at, out);
  }

  /** The object with the keys `kept(key)` accepts, in their order. */
  const only = (value, kept) => {
    const out = {};
    for (const key of Object.keys(value)) if (kept(key)) out[key] = value[key];
    return out;
  };

  /**
   * The value with every object's keys in the order `order` gives for its path ("" for the top, "services[]"
   * for the items of services, "services[].faqs[]" further down). Keys the order does not name keep their
   * place after the named ones.
   */
  const orderKeys = (value, order) =>
    rebuild(value, (at, out) => {
      const known = order[at] || [];
      const rank = (key) => (known.indexOf(key) === -1 ? known.length : known.indexOf(key));
      const keys = Object.keys(out)
        .map((key, i) => [key, i])
        .sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1])
        .map(([key]) => key);
      const sorted = {};
      for (const key of keys) sorted[key] = out[key];
      return sorted;
    });

  const isEmpty = (value) =>
    value === "" || value === null || value === undefined || (isObject(value) && !Object.keys(value).length);

  /**
   * The value without the optional keys an editor left empty: `optional` names, by path as for orderKeys, the
   * keys the schema lets a file leave out. The CMS writes a cleared or untouched optional field as "" (or an
   * empty object), which the schema would refuse where it asks for a length, a pattern or a number; left out,
   * the file means what the editor meant. Required keys are kept whatever they hold, so the build names them.
   */
  const dropEmpty = (value, optional) =>
    rebuild(value, (at, out) => {
      const droppable = optional[at] || [];
      return only(out, (key) => !(droppable.indexOf(key) !== -1 && isEmpty(out[key])));
    });

  const copy = (value) => JSON.parse(JSON.stringify(value));

  /**
   * The value with `defaults` (by path, as for orderKeys) filled in where a key is missing or null: a list the schema
   * requires ([], where the CMS cleared a choice of several to null) and a switch whose absence means its default (an
   * absent "offered" is true, so the form's switch shows it on). Used when the CMS reads a file and when it writes one.
   */
  const fillDefaults = (value, defaults) =>
    rebuild(value, (at, out) => {
      const own = defaults[at] || {};
      for (const key of Object.keys(own)) if (out[key] === undefined || out[key] === null) out[key] = copy(own[key]);
      return out;
    });

  /**
   * The value without the keys that hold the value a file means by leaving them out: `implied` names them by path with
   * that value ("offered": true). A row the editor did not change is written as it was read.
   */
  const dropImplied = (value, implied) =>
    rebuild(value, (at, out) => {
      const own = implied[at] || {};
      return only(out, (key) => !(Object.prototype.hasOwnProperty.call(own, key) && out[key] === own[key]));
    });

  /**
   * The value with each list that `sorted` names by path (as for orderKeys, without the list's "[]") in the order of
   * its items' key, oldest date first: a closure added at the end of the list takes its place among the others.
   * Items without the key go last; items of equal keys keep their order.
   */
  function sortLists(value, sorted, path) {
    const at = path || "";
    if (Array.isArray(value)) {
      const items = value.map((item) => sortLists(item, sorted, `${at}[]`));
      const key = sorted[at];
      if (!key) return items;
      const of = (item) => (isObject(item) && typeof item[key] === "string" ? item[key] : "");
      return items
        .map((item, i) => [item, i])
        .sort(
          (a, b) => (of(a[0]) && of(b[0]) ? of(a[0]).localeCompare(of(b[0])) : !of(a[0]) - !of(b[0])) || a[1] - b[1],
        )
        .map(([item]) => item);
    }
    if (!isObject(value)) return value;
    const out = {};
    for (const key of Object.keys(value)) out[key] = sortLists(value[key], sorted, at ? `${at}.${key}` : key);
    return out;
  }

  /**
   * A translation's value with only the keys of its form's Spanish column (`words`, by path as for orderKeys): a field
   * that column hides (a price, a menu's pages) is the English file's, whatever value Decap gave it there.
   */
  const keepWords = (value, words) =>
    rebuild(value, (at, out) => {
      const shown = words[at] || [];
      return only(out, (key) => key === "$schema" || shown.indexOf(key) !== -1);
    });

  /** An object of plain values on one line, as Prettier keeps one written so: { "from": 69, "to": 99 }. */
  const flatObject = (value) =>
    Object.values(value).some((v) => v !== null && typeof v === "object")
      ? null
      : `{ ${Object.keys(value)
          .map((k) => `${JSON.stringify(k)}: ${JSON.stringify(value[k])}`)
          .join(", ")} }`;
  /** A value on one line, or null when it cannot be (an object holding an array or an object). */
  const flat = (value) => {
    if (isObject(value)) return flatObject(value);
    if (!Array.isArray(value)) return JSON.stringify(value);
    const items = value.map(flat);
    return items.includes(null) ? null : `[${items.join(", ")}]`;
  };
  /** Prettier always breaks an array of several objects (or arrays) that each have more than one entry. */
  const mustBreak = (array) =>
    array.length > 1 &&
    array.every((x) => (isObject(x) && Object.keys(x).length > 1) || (Array.isArray(x) && x.length > 1));

  /**
   * JSON as Prettier prints it here: two-space indent; an array on one line when it fits in the print width
   * with what precedes it and its comma (and is not several objects of more than one entry), else one item a
   * line; an object below the top on
   * one line when its values are all plain (no array, no object) and it fits, else one property a line.
   */
  function printJson(value) {
    function print(item, indent, prefix, last) {
      const comma = last ? "" : ",";
      if (Array.isArray(item)) {
        if (!item.length) return `${indent}${prefix}[]${comma}`;
        const line = mustBreak(item) ? null : flat(item);
        if (line !== null && indent.length + prefix.length + line.length + comma.length <= PRINT_WIDTH)
          return `${indent}${prefix}${line}${comma}`;
        const inner = item.map((x, i) => print(x, `${indent}  `, "", i === item.length - 1));
        return [`${indent}${prefix}[`, ...inner, `${indent}]${comma}`].join("\n");
      }
      if (isObject(item)) {
        const keys = Object.keys(item);
        if (!keys.length) return `${indent}${prefix}{}${comma}`;
        const line = indent ? flatObject(item) : null;
        if (line !== null && indent.length + prefix.length + line.length + comma.length <= PRINT_WIDTH)
          return `${indent}${prefix}${line}${comma}`;
        const inner = keys.map((k, i) =>
          print(item[k], `${indent}  `, `${JSON.stringify(k)}: `, i === keys.length - 1),
        );
        return [`${indent}${prefix}{`, ...inner, `${indent}}${comma}`].join("\n");
      }
      return `${indent}${prefix}${JSON.stringify(item)}${comma}`;
    }
    return `${print(value, "", "", true)}\n`;
  }

  /**
   * A data file's text as the CMS saves it, by its schema's `layout` (key-order.ts): defaults filled in, empty
   * optional keys and keys holding their implied value left out, keys in schema order, Prettier's layout.
   */
  const formatData = (value, layout) => {
    const { order = {}, optional = {}, defaults = {}, implied = {}, sorted = {} } = layout || {};
    return printJson(
      sortLists(orderKeys(dropImplied(dropEmpty(fillDefaults(value, defaults), optional), implied), order), sorted),
    );
  };

  /** A data file's value as the CMS reads it, by its schema's `layout`: defaults filled in. */
  const readData = (text, layout) => fillDefaults(JSON.parse(text), (layout && layout.defaults) || {});

  /** A translation's text as the CMS saves it: its words (keepWords), then as its English file is written. */
  const formatTranslation = (value, layout) => formatData(keepWords(value, (layout && layout.words) || {}), layout);

  return {
    PRINT_WIDTH,
    dropEmpty,
    dropImplied,
    fillDefaults,
    formatData,
    formatTranslation,
    keepWords,
    orderKeys,
    printJson,
    readData,
    sortLists,
  };
});
