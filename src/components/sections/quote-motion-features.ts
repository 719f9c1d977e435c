// framer-motion's animation features, in a chunk of their own that the estimator loads after the page has rendered
// (LazyMotion's `features`), so no page's first load carries them.
import { domAnimation } from "framer-motion";

export default domAnimation;
