import type { Shop } from "./shops";

// The contact function's answer to the page's script, one contract for both: the function writes it, the form reads
// it and hands it to /thank-you/, which repeats what was booked.

/** What a successful answer tells the page about the booking (the thank-you page repeats it). */
export type BookingAnswer = {
  estimate?: { name: string; price: string; time: string; warrantyDays: number; sameDay: boolean };
  dropoff?: { id: string; label: string };
  /** The visit's address as the visitor typed it: shown back to them only, never e-mailed. */
  address?: string;
  /** The preferred day and window as people read them: "Tuesday, November 24, 2026, Morning (9am-12pm)". */
  when?: string;
  photos: number;
  /** The shop the request went to: the thank-you page shows its phone and address (none in the honeypot's answer). */
  shop?: Omit<Shop, "email">;
  /** The visit's iCalendar file (a drop-off or a visit with a day and a window): the thank-you page offers it. */
  calendar?: string;
};

/**
 * Whether the visitor's confirmation e-mail goes out: "sent" (on its way), "held" (its address had its daily limit of
 * them: the thank-you page says so), "none" (the request could not be kept).
 */
export type Confirmation = "sent" | "held" | "none";

/** The answer to a request the shop received (200). */
export type RequestAnswer = { success: true; reference: string; confirmation: Confirmation; booking: BookingAnswer };

/** What the form hands to /thank-you/ in the navigation's state. */
export type ThankYouState = { booking?: BookingAnswer; reference?: string; confirmation?: Confirmation };
