import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";

const WIDTH = 480;
const HEIGHT = 320;

/** The awning's stripes: trapezoids from its top edge (x 60-420) to its wider bottom edge (x 44-436). */
const STRIPES = Array.from({ length: 9 }, (_, i) => {
  const top = (n: number) => 60 + 40 * n;
  const bottom = (n: number) => 44 + (392 / 9) * n;
  const r = (n: number) => Math.round(n * 10) / 10;
  return `${r(top(i))},124 ${r(top(i + 1))},124 ${r(bottom(i + 1))},160 ${r(bottom(i))},160`;
});

/**
 * A shop front drawn for the site (a sign, a striped awning, two windows and a door): the picture of a location page
 * until the shop has a photo of its own (data/site.json `image`). Decorative: the page names and addresses the shop
 * in words. Width and height are set, so its space is kept before the CSS arrives.
 */
export function StorefrontIllustration(props: HTMLChakraProps<"svg">) {
  return (
    <chakra.svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
      display="block"
      w="full"
      h="auto"
      css={{
        "& .sky": { fill: "brand.50" },
        "& .ground": { fill: "gray.200" },
        "& .wall": { fill: "white", stroke: "brand.800", strokeWidth: 4 },
        "& .sign": { fill: "brand.700" },
        "& .letters": { fill: "brand.100" },
        "& .stripe": { fill: "amber.400" },
        "& .stripe:nth-of-type(even)": { fill: "white" },
        "& .awning": { fill: "none", stroke: "brand.800", strokeWidth: 4, strokeLinejoin: "round" },
        "& .glass": { fill: "brand.100", stroke: "brand.800", strokeWidth: 4 },
        "& .shine": { stroke: "white", strokeWidth: 6, strokeLinecap: "round" },
        "& .door": { fill: "brand.600", stroke: "brand.800", strokeWidth: 4 },
        "& .knob": { fill: "amber.400" },
        "& .pot": { fill: "amber.600" },
        "& .leaf": { fill: "green.600" },
      }}
      {...props}
    >
      <rect className="sky" width={WIDTH} height={HEIGHT} />
      <rect className="ground" y="282" width={WIDTH} height="38" />
      <rect className="wall" x="40" y="58" width="400" height="224" />
      <rect className="sign" x="120" y="74" width="240" height="38" rx="6" />
      <rect className="letters" x="150" y="88" width="180" height="10" rx="5" />
      <g>
        {STRIPES.map((points) => (
          <polygon key={points} className="stripe" points={points} />
        ))}
      </g>
      <polygon className="awning" points="60,124 420,124 436,160 44,160" />
      <rect className="glass" x="64" y="178" width="136" height="88" rx="4" />
      <rect className="glass" x="280" y="178" width="136" height="88" rx="4" />
      <path className="shine" d="M84 226l28-28M300 226l28-28" />
      <rect className="door" x="214" y="176" width="52" height="106" rx="3" />
      <circle className="knob" cx="256" cy="232" r="4" />
      <path className="pot" d="M404 282l-6-26h40l-6 26z" />
      <path className="leaf" d="M418 256c-14-6-18-20-14-30 10 4 16 14 14 30zm0 0c2-16 10-26 22-28 2 12-8 24-22 28z" />
    </chakra.svg>
  );
}
