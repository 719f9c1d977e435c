/** The element factory Decap hands its previews and widgets (React's createElement), typed as they call it. */
export type CreateElement = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
