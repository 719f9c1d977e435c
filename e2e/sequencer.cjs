// The order Jest starts test files in. Jest starts the longest first by the times of its last run, and without them
// (a fresh clone, as in CI) the largest files first. Some short files take long (the HTML checker over every page,
// the per-template checks), and started last they left one of the two workers idle for their whole length at the end.
// Without timings these start first, the longest first; with timings, Jest's own order.
const path = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

/** The browser test files that take longest, longest first (on this project's 2-CPU host). */
const LONGEST = [
  "cms.test.ts",
  "pages-390.test.ts",
  "pages-1280.test.ts",
  "html-validity.test.ts",
  "action-words.test.ts",
  "hostile-requests.test.ts",
];

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => {
      const place = LONGEST.indexOf(path.basename(test.path));
      return place < 0 ? LONGEST.length : place;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
