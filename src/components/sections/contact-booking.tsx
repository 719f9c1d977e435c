import { Box } from "@chakra-ui/react/box";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import type { ChangeEvent } from "react";
import type { DropoffOption } from "../../../functions/contact/dropoff";
import { FormField, SelectArrow, TextInput as Input } from "../ui/form-field";

export const fragment = graphql`
  fragment ContactBookingCopy on PagesJsonContactBooking {
    estimateHeading
    removeEstimateLabel
    estimateSeen
    dropoffLegend
    dropoffNone
    addressLabel
    dateLabel
    dateNone
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

export type BookingValues = { dropoff: string; address: string; preferredDate: string; preferredTime: string };
export const EMPTY_BOOKING: BookingValues = { dropoff: "", address: "", preferredDate: "", preferredTime: "" };

type BookingFieldsProps = {
  copy: Queries.ContactBookingCopyFragment;
  options: readonly DropoffOption[];
  values: BookingValues;
  errors: Partial<Record<keyof BookingValues, string>>;
  /** The open days to offer (computed in the browser: the built page does not know today's date). */
  dates: readonly BookingDate[];
  onChange: (field: keyof BookingValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

/**
 * How the device gets to us, and when: optional for a plain question. Every field is in the
 * server-rendered form (the no-JavaScript form sends them too); the function checks them again.
 */
export function BookingFields({ copy, options, values, errors, dates, onChange }: BookingFieldsProps) {
  const mailIn = values.dropoff === "mail-in";
  const dropoffError = errors.dropoff;
  return (
    <Box mt="5">
      <chakra.fieldset
        aria-describedby={dropoffError ? "dropoff-error" : undefined}
        borderWidth="1px"
        borderColor="page.line"
        borderRadius="md"
        p="4"
      >
        <chakra.legend fontWeight="medium" fontSize="sm" px="1">
          {copy.dropoffLegend}
        </chakra.legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="1">
          {[{ id: "", label: copy.dropoffNone }, ...options].map((option) => (
            <chakra.label
              key={option.id || "none"}
              display="flex"
              alignItems="center"
              gap="3"
              minH="11"
              cursor="pointer"
            >
              <chakra.input
                type="radio"
                name="dropoff"
                value={option.id}
                checked={values.dropoff === option.id}
                onChange={onChange("dropoff")}
                w="5"
                h="5"
                accentColor="brand.700"
                flexShrink={0}
              />
              {option.label}
            </chakra.label>
          ))}
        </SimpleGrid>
        {dropoffError && (
          <chakra.p id="dropoff-error" color="red.700" fontSize="sm" mt="1.5">
            {dropoffError}
          </chakra.p>
        )}
      </chakra.fieldset>
      <FormField id="address" label={copy.addressLabel} error={errors.address} mt="5">
        {(control) => (
          <Input
            {...control}
            name="address"
            autoComplete="street-address"
            maxLength={200}
            value={values.address}
            onChange={onChange("address")}
          />
        )}
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mt="5">
        <FormField id="preferredDate" label={copy.dateLabel} error={errors.preferredDate}>
          {(control) => (
            <Box position="relative">
              <Input asChild pe="10">
                <select
                  {...control}
                  name="preferredDate"
                  value={mailIn ? "" : values.preferredDate}
                  onChange={onChange("preferredDate")}
                  disabled={mailIn}
                  aria-describedby={
                    [control["aria-describedby"], mailIn ? "date-mail-in" : ""].filter(Boolean).join(" ") || undefined
                  }
                >
                  <option value="">{copy.dateNone}</option>
                  {dates.map((date) => (
                    <option key={date.value} value={date.value}>
                      {date.label}
                    </option>
                  ))}
                </select>
              </Input>
              <SelectArrow />
            </Box>
          )}
        </FormField>
        <FormField id="preferredTime" label={copy.timeLabel} error={errors.preferredTime}>
          {(control) => (
            <Box position="relative">
              <Input asChild pe="10">
                <select
                  {...control}
                  name="preferredTime"
                  value={mailIn ? "" : values.preferredTime}
                  onChange={onChange("preferredTime")}
                  disabled={mailIn}
                >
                  <option value="">{copy.timeNone}</option>
                  <option value="morning">{copy.morningLabel}</option>
                  <option value="afternoon">{copy.afternoonLabel}</option>
                </select>
              </Input>
              <SelectArrow />
            </Box>
          )}
        </FormField>
      </SimpleGrid>
      {mailIn && (
        <chakra.p id="date-mail-in" fontSize="sm" color="page.muted" mt="1.5">
          {copy.dateMailIn}
        </chakra.p>
      )}
    </Box>
  );
}
