import { graphql } from "gatsby";
import type { ChangeEvent } from "react";
import type { DropoffOption } from "../../domain/dropoff";
import { BOOKING_FIELDS, type BookingField } from "../../domain/fields";
import { FIELD_ATTRIBUTES } from "../../domain/service-request";
import { classNames } from "../../theme/static/class-names";
import { FormField, SelectInput, TextInput as Input } from "../ui/form-field";

const cx = classNames("cf");
const ui = classNames("ui");

export const fragment = graphql`
  fragment ContactBookingCopy on PagesJsonContactBooking {
    estimateHeading
    removeEstimateLabel
    estimateSeen
    messageOptionalLabel
    noScriptEstimate
    noScriptEstimateLink
    dropoffLegend
    dropoffNone
    addressLabel
    addressVisitLabel
    locationLabel
    locationNone
    dateLabel
    dateNone
    dateWeekday
    dateMailIn
    timeLabel
    timeNone
    morningLabel
    afternoonLabel
    photosLabel
    photosHint
    photosRemoveLabel
  }
`;

/** A day that can be chosen: "2026-11-24" and "Tuesday, November 24, 2026". */
export type BookingDate = { value: string; label: string };

/** A time window of the chosen day, labelled with that day's hours ("Afternoon (12pm-4pm)"). */
export type BookingWindow = { id: string; label: string };

/** The booking's fields as the form holds them, and the shop a visit or the post is for. */
export type BookingValues = Record<BookingField | "location", string>;
export const EMPTY_BOOKING = Object.fromEntries(
  [...BOOKING_FIELDS, "location"].map((field) => [field, ""]),
) as BookingValues;

/** No day or window: what a booking keeps when its day is gone. */
const NO_DAY = { preferredDate: "", preferredTime: "" };

/**
 * What the booking must drop after a change of shop or day, so the lists offer only what the function accepts: a day
 * the shop does not open, or a window that day does not have. Undefined: nothing.
 */
export function droppedChoices(
  values: BookingValues,
  dates: readonly BookingDate[],
  windows: readonly BookingWindow[] | undefined,
): Partial<BookingValues> | undefined {
  if (values.preferredDate && !dates.some((d) => d.value === values.preferredDate)) return NO_DAY;
  if (windows && values.preferredTime && !windows.some((w) => w.id === values.preferredTime))
    return { preferredTime: "" };
  return undefined;
}

/** What else a change of one field changes: mail-in needs no appointment, so a day chosen before is dropped. */
export const changedWith = (field: string, value: string): Partial<BookingValues> =>
  field === "dropoff" && value === "mail-in" ? NO_DAY : {};

type BookingFieldsProps = {
  copy: Queries.ContactBookingCopyFragment;
  options: readonly DropoffOption[];
  values: BookingValues;
  errors: Partial<Record<keyof BookingValues, string>>;
  /** The shops, for a visit or mail-in (a drop-off names its own). */
  locations: ReadonlyArray<{ id: string; name: string }>;
  /** The open days to offer at the request's shop (computed in the browser: the built page does not know today's date). */
  dates: readonly BookingDate[];
  /** The chosen day's windows, from its hours; none chosen, both windows by name. */
  windows?: readonly BookingWindow[];
  onChange: (field: keyof BookingValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /**
   * The form's app has started: the fields fit the way chosen (a drop-off at a shop asks neither an address nor a
   * shop, mail-in no day, a visit its address first and as required). The server's HTML, which also serves the form
   * without JavaScript, shows them all.
   */
  fitted?: boolean;
};

/**
 * How the device gets to us, and when: optional for a plain question. Every field is in the
 * server-rendered form (the no-JavaScript form sends them too); the function checks them again.
 */
export function BookingFields({
  copy,
  options,
  values,
  errors,
  locations,
  dates,
  windows,
  onChange,
  fitted = false,
}: BookingFieldsProps) {
  const mailIn = values.dropoff === "mail-in";
  const visit = values.dropoff === "on-site";
  const droppedAt = locations.find((l) => l.id === values.dropoff);
  const shown = windows ?? [
    { id: "morning", label: copy.morningLabel },
    { id: "afternoon", label: copy.afternoonLabel },
  ];
  return (
    <div className={cx("booking-pair")}>
      <FormField id="dropoff" label={copy.dropoffLegend} error={errors.dropoff}>
        {(control) => (
          <SelectInput {...control} name="dropoff" value={values.dropoff} onChange={onChange("dropoff")}>
            <option value="">{copy.dropoffNone}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField
        id="address"
        label={visit ? copy.addressVisitLabel : copy.addressLabel}
        error={errors.address}
        required={visit}
        hidden={fitted && !visit}
      >
        {(control) => (
          <Input
            {...control}
            {...FIELD_ATTRIBUTES.address}
            name="address"
            autoComplete="address-line1"
            value={values.address}
            onChange={onChange("address")}
          />
        )}
      </FormField>
      {locations.length > 1 && (
        <FormField id="location" label={copy.locationLabel} error={errors.location} hidden={fitted && !!droppedAt}>
          {(control) => (
            <SelectInput
              {...control}
              name="location"
              value={droppedAt ? droppedAt.name : values.location}
              onChange={onChange("location")}
              disabled={Boolean(droppedAt)}
            >
              <option value="">{copy.locationNone}</option>
              {locations.map((location) => (
                <option key={location.id} value={location.name}>
                  {location.name}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
      )}
      {fitted && mailIn && <p className={ui("hint")}>{copy.dateMailIn}</p>}
      <FormField id="preferredDate" label={copy.dateLabel} error={errors.preferredDate} hidden={fitted && mailIn}>
        {(control) => (
          <SelectInput
            {...control}
            name="preferredDate"
            value={mailIn ? "" : values.preferredDate}
            onChange={onChange("preferredDate")}
            disabled={mailIn}
          >
            <option value="">{mailIn ? copy.dateMailIn : copy.dateNone}</option>
            {dates.map((date) => (
              <option key={date.value} value={date.value}>
                {date.label}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField id="preferredTime" label={copy.timeLabel} error={errors.preferredTime} hidden={fitted && mailIn}>
        {(control) => (
          <SelectInput
            {...control}
            name="preferredTime"
            value={mailIn ? "" : values.preferredTime}
            onChange={onChange("preferredTime")}
            disabled={mailIn}
          >
            <option value="">{copy.timeNone}</option>
            {shown.map((window) => (
              <option key={window.id} value={window.id}>
                {window.label}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
    </div>
  );
}
