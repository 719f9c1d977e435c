import { Button } from "../ui/button";
import type { Schedule } from "../../domain/hours";
import type { ZoneOffsets } from "../../domain/zone-offsets";
import { navigate } from "gatsby";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { DropoffOption } from "../../domain/dropoff";
import { photoServices } from "../../domain/photos-offered";
import { shopServing, type ServedArea } from "../../domain/served-area";
import { CONTACT_ENDPOINT, ESTIMATE_FIELDS, HONEYPOT_FIELD, OTHER_SERVICE, weekdayChoice } from "../../domain/fields";
import { CONTROL_NAMES, fieldAttributes } from "../../domain/service-request";
import type { Lang } from "../../domain/language";
import { SPANISH_OTHER_SERVICE, spanishWeekday } from "../../domain/spanish";
import { utcWeekday } from "../../domain/dates";
import type { Estimate, EstimateIds, Pricing } from "../../domain/pricing";
import { earlyInput } from "../../page-runtime/early-input";
import { fillShopPhones } from "../../page-runtime/shop-phones";
import { telHref } from "../../domain/phone";
import type { PreparedPhoto } from "../../lib/photos";
import {
  BookingFields,
  changedWith,
  droppedChoices,
  EMPTY_BOOKING,
  type BookingDate,
  type BookingWindow,
} from "./contact-booking";
import { PhotoField } from "./contact-photos";

// Only a visitor who arrives with an estimate needs the price lookup and its summary.
const loadEstimate = () => import("./estimate-summary");
type EstimateView = { estimate: Estimate; Summary: Awaited<ReturnType<typeof loadEstimate>>["EstimateSummary"] };
// The open days depend on today, so they are computed in the browser, after the first paint. The chunk is fetched
// ahead (webpackPrefetch: in the page's list for a start on intent, page-runtime/gatsby-output.ts appPrefetch).
const loadBooking = () => import(/* webpackPrefetch: true */ "../../domain/booking");

// Sending (the same checks as the server's, then the post) loads when the visitor starts filling in the form.
const loadSend = () => import("./contact-send");
import { classNames } from "../../theme/static/class-names";
import { FormField, SelectInput, TextArea, TextInput as Input } from "../ui/form-field";
import { PageLink } from "../ui/page-link";

const cx = classNames("cf");

/** The form's own words (the shop's are in data/pages.json's contact and its translation), in each language. */
const WORDS = {
  en: {
    name: "Full Name",
    phone: "Phone",
    email: "Email",
    service: "Service Needed",
    chooseService: "Choose a service",
    otherService: OTHER_SERVICE,
    message: "Describe the issue",
    correct: (count: number) => `Please correct ${count} field${count > 1 ? "s" : ""} below.`,
  },
  es: {
    name: "Nombre completo",
    phone: "Teléfono",
    email: "Correo electrónico",
    service: "Servicio que necesita",
    chooseService: "Elija un servicio",
    otherService: SPANISH_OTHER_SERVICE,
    message: "Describa el problema",
    correct: (count: number) =>
      count > 1 ? `Corrija los ${count} campos indicados abajo.` : "Corrija el campo indicado abajo.",
  },
} satisfies Record<Lang, Record<string, unknown>>;

// The toast (and its code) is only needed when sending fails, so it loads then.
const loadToaster = () => import("../ui/toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

type Errors = import("./contact-send").Errors;
type Failure = import("./contact-send").Failure;
type Values = import("./contact-send").Values;
type ThankYouState = import("../../domain/answer").ThankYouState;
const EMPTY = {
  ...Object.fromEntries(CONTROL_NAMES.map((field) => [field, ""])),
  ...EMPTY_BOOKING,
} as Values;
const FIELDS = Object.keys(EMPTY) as Array<keyof Values>;

export type ContactFormProps = {
  heading: string;
  intro: string;
  submitLabel: string;
  sendingLabel: string;
  privacyNote: string;
  privacyLinkLabel: string;
  privacyPath: string;
  failureTitle: string;
  /** What to do when sending failed, by shop id: each names its shop's phone. */
  failureText: Readonly<Record<string, string>>;
  /** The same for a 429 (this connection's limit; `{when}` is when to try again) and a 502 (the shop did not get it). */
  rateLimitedText: Readonly<Record<string, string>>;
  notReceivedText: Readonly<Record<string, string>>;
  /** Each shop's phone, by id: the toast makes it a tel: link. */
  phones: Readonly<Record<string, string>>;
  /** The services: `label` is the English name, the choice's value (the request's rules read it). */
  services: ReadonlyArray<{ label: string; path: string; group: string }>;
  /** Each service's name in the form's language, by its path: the choice's words. */
  serviceNames: Readonly<Record<string, string>>;
  /** The form's language: its words, the browser's messages and the function's answer. */
  lang: Lang;
  bookingCopy: Queries.ContactBookingCopyFragment;
  /** The prices, to show the estimate the visitor arrives with (the function recomputes it). */
  pricing: Pricing | null;
  dropoffs: readonly DropoffOption[];
  /**
   * The shops (the first is the main one) with the towns and ZIP codes each serves, and each one's schedule: its week
   * and the exceptions that apply to it.
   */
  locations: ReadonlyArray<{ id: string; name: string } & ServedArea>;
  schedules: Readonly<Record<string, Schedule>>;
  /** The build's table of the shop's UTC offsets (domain/zone-offsets.ts): the day list then needs no zone data. */
  timeZoneOffsets?: ZoneOffsets;
  thankYouPath: string;
  /** The form page's own path (its no-script link to itself). */
  formPath: string;
  /** The form page's absolute address, sent by the plain (no-JavaScript) form. */
  pageUrl: string;
};

/**
 * The Request Service form. Without JavaScript it is a plain POST, checked first by the browser with the
 * server's own rules (fields.ts FIELD_ATTRIBUTES); the function answers with a redirect to the thank-you page, or
 * with a page that names the problem and sends the visitor Back to this form as they filled it. With JavaScript it
 * validates, posts JSON and keeps every typed value on failure. Plain elements with static classes (theme/static/contact.ts): the page needs no Chakra runtime.
 */
export function ContactForm(props: ContactFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [estimateView, setEstimateView] = useState<EstimateView | null>(null);
  const [booking, setBooking] = useState<typeof import("../../domain/booking")>();
  const [photos, setPhotos] = useState<PreparedPhoto[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const { pricing, services, dropoffs, locations, schedules, timeZoneOffsets, lang } = props;
  const words = WORDS[lang];
  const attributes = useMemo(() => fieldAttributes(lang), [lang]);
  const estimate = estimateView?.estimate;
  // The shop the request is for: the drop-off's, else the one chosen for a visit or the post, else the one whose area
  // a visit's address is in, else the main one (domain/booking.ts checkBooking, which the function runs again). Its
  // hours decide the days and windows offered, its phone the failure message.
  const served = values.dropoff === "on-site" && values.address ? shopServing(values.address, locations) : undefined;
  const shop =
    locations.find((l) => l.id === values.dropoff) ??
    locations.find((l) => l.name === values.location) ??
    locations.find((l) => l.id === served) ??
    locations[0];
  const schedule = schedules[shop.id];
  // Photos are offered for a device repair (domain/photos-offered.ts), for an estimate's repair, and while no service
  // is chosen; the plain form offers them always.
  const photoPaths = useMemo(() => photoServices(services, pricing?.families ?? []), [services, pricing]);
  const chosenService = services.find((s) => s.label === values.service);
  const offerPhotos = !enhanced || Boolean(estimate) || !chosenService || photoPaths.has(chosenService.path);
  // The page's phone links follow the request's shop (page-runtime/shop-phones.ts).
  useEffect(() => fillShopPhones(shop.id), [shop.id]);
  // The dates the shop opens, once the booking rules have loaded; before (and in the plain form) the weekdays it
  // opens, which the function turns into the first such date (domain/fields.ts weekdayChoice).
  const dateWeekday = props.bookingCopy.dateWeekday;
  const dates: BookingDate[] = useMemo(
    () =>
      booking
        ? booking
            .bookingDates(new Date(), schedule, undefined, timeZoneOffsets)
            .map((value) => ({ value, label: booking.formatBookingDate(value, lang) }))
        : schedule.hours.map(({ day }) => ({
            value: weekdayChoice(day),
            label: dateWeekday.replace("{day}", lang === "es" ? spanishWeekday(day) : day),
          })),
    [booking, schedule, timeZoneOffsets, dateWeekday, lang],
  );
  const windows: BookingWindow[] | undefined = useMemo(
    () => (booking && values.preferredDate ? booking.timeWindows(schedule, values.preferredDate, lang) : undefined),
    [booking, schedule, values.preferredDate, lang],
  );

  // After hydration: the estimate and drop-off a Book link carries (?device=..&dropoff=..), a
  // preselected ?service=<path>, the ?error=<code> of the no-JS path, and the open days from today.
  useEffect(() => {
    setEnhanced(true);
    // What the visitor typed or chose before this code ran (on a slow connection the plain form takes input for
    // seconds) is theirs: it goes into the state now, and wins over what the address would preselect.
    const typed = earlyInput(formRef.current, FIELDS);
    setValues((v) => ({ ...v, ...typed }));
    const params = new URLSearchParams(window.location.search);
    const preselect = (path: string | null) => {
      const service = services.find((s) => s.path === path);
      if (service && typed.service === undefined) setValues((v) => ({ ...v, service: service.label }));
    };
    preselect(params.get("service"));
    const dropoff = dropoffs.find((option) => option.id === params.get("dropoff"));
    if (dropoff && typed.dropoff === undefined) setValues((v) => ({ ...v, dropoff: dropoff.id }));
    // The shop of the page the visitor came from (a location page's links carry it).
    const place = locations.find((l) => l.id === params.get("location"));
    if (place && typed.location === undefined) setValues((v) => ({ ...v, location: place.name }));
    const code = params.get("error");
    if (code) void loadSend().then(({ errorText }) => setServerError(errorText(code, lang)));
    const ids = Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, params.get(field) ?? ""])) as EstimateIds;
    if (pricing && ESTIMATE_FIELDS.every((field) => ids[field]))
      void loadEstimate().then(({ findEstimate, EstimateSummary }) => {
        const found = findEstimate(pricing, ids, lang);
        if (!found.ok) return;
        setEstimateView({ estimate: found.estimate, Summary: EstimateSummary });
        preselect(found.estimate.repair.service);
      });
    void loadBooking().then(setBooking);
    // A Book link (?device=..#request, ?dropoff=..#request) starts the app with the page: it opens at the form, its
    // heading in view and focused (the estimate summary follows it), unless the visitor has already turned to a field
    // or typed in one: on a slow phone they type while the app loads, and hydrating may leave no field focused for a
    // moment (Chromium at 4x: the next words typed went to the field before; e2e/booking.test.ts "on a slow phone").
    if (window.location.hash === "#request" && !Object.keys(typed).length) focusForm();
  }, [services, pricing, dropoffs, locations, lang]);

  // A day the new shop does not open, or a window that day does not have, is dropped.
  // A weekday chosen before the rules loaded becomes its first date ("Monday, November 30, 2026").
  useEffect(() => {
    const weekday =
      booking &&
      dates.find((d) => weekdayChoice(utcWeekday(new Date(`${d.value}T00:00:00Z`))) === values.preferredDate);
    if (weekday) return setValues((v) => ({ ...v, preferredDate: weekday.value }));
    const dropped = booking && droppedChoices(values, dates, windows);
    if (dropped) setValues((v) => ({ ...v, ...dropped }));
  }, [booking, dates, windows, values]);

  const removeEstimate = () => {
    setEstimateView(null);
    const url = new URL(window.location.href);
    for (const field of ESTIMATE_FIELDS) url.searchParams.delete(field);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  };

  const update =
    (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value, ...changedWith(field, value) }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    };

  const [toasterUsed, setToasterUsed] = useState(false);
  // A failure no field is to blame for: the toast says what to do (wait, or call the shop: its number a tel: link),
  // and the page moves so that it never covers the Send button.
  const fail = (error: unknown, failure: Failure = { kind: "other" }) => {
    console.error("Service request failed:", error);
    setToasterUsed(true);
    const texts =
      failure.kind === "rate-limited"
        ? props.rateLimitedText
        : failure.kind === "not-received"
          ? props.notReceivedText
          : props.failureText;
    const phone = props.phones[shop.id] ?? Object.values(props.phones)[0];
    void Promise.all([loadToaster(), loadSend()]).then(([{ toaster, keepClearOf }, { retryWhen }]) => {
      const text = (texts[shop.id] ?? Object.values(texts)[0]).replace(
        "{when}",
        retryWhen(failure.kind === "rate-limited" ? failure.retryAfter : undefined, lang),
      );
      toaster.create({
        type: "error",
        title: props.failureTitle,
        description: withPhoneLink(text, phone),
        duration: 10000,
      });
      const submit = formRef.current?.querySelector<HTMLElement>("button[type=submit]");
      if (submit) void keepClearOf(submit);
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const honeypot = (formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
    try {
      const { sendRequest } = await loadSend();
      const result = await sendRequest({
        values,
        photos: offerPhotos ? photos : [],
        ids: estimate?.ids,
        honeypot,
        services: services.map((s) => s.label),
        locations: locations.map((l) => l.name),
        lang,
        onSending: () => setSubmitting(true),
      });
      if (!result.ok) {
        setErrors(result.errors);
        if (result.summary) setServerError(result.summary);
        // A field to blame (a refused photo included) is said under it, and focused; the toast is for the rest.
        const first = Object.keys(result.errors).find((field) => result.errors[field]);
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        if (result.failure) fail(new Error(`The server answered ${result.status}`), result.failure);
        return;
      }
      setValues(EMPTY);
      setErrors({});
      setPhotos([]);
      const state: ThankYouState = {
        booking: result.booking,
        reference: result.reference,
        ...(result.confirmation && { confirmation: result.confirmation }),
      };
      await navigate(props.thankYouPath, { state });
    } catch (error) {
      fail(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_ENDPOINT}
      encType="multipart/form-data"
      noValidate={enhanced}
      onSubmit={onSubmit}
      onFocus={() => void loadSend()}
      aria-labelledby="request-heading"
      className={cx("form")}
    >
      <h2 id="request-heading" className={cx("heading")} tabIndex={-1}>
        {props.heading}
      </h2>
      <p className={cx("intro")}>{props.intro}</p>
      <div role="alert" aria-live="assertive">
        {(serverError || errorCount > 0) && (
          <div className={cx("alert")}>{serverError ?? words.correct(errorCount)}</div>
        )}
      </div>
      {estimateView && (
        <estimateView.Summary
          estimate={estimateView.estimate}
          heading={props.bookingCopy.estimateHeading}
          note={pricing?.estimateNote ?? ""}
          seenNote={props.bookingCopy.estimateSeen}
          removeLabel={props.bookingCopy.removeEstimateLabel}
          onRemove={removeEstimate}
          lang={lang}
        />
      )}
      <noscript>
        <p className={cx("note")}>
          {props.bookingCopy.noScriptEstimate}{" "}
          <PageLink to={`${props.formPath}#request`}>{props.bookingCopy.noScriptEstimateLink}</PageLink>.
        </p>
      </noscript>
      <div className={cx("pair")}>
        <FormField id="name" label={words.name} error={errors.name} required>
          {(control) => (
            <Input
              {...control}
              {...attributes.name}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={update("name")}
            />
          )}
        </FormField>
        <FormField id="phone" label={words.phone} error={errors.phone} required>
          {(control) => (
            <Input
              {...control}
              {...attributes.phone}
              name="phone"
              autoComplete="tel"
              value={values.phone}
              onChange={update("phone")}
            />
          )}
        </FormField>
        <FormField id="email" label={words.email} error={errors.email} required>
          {(control) => (
            <Input
              {...control}
              {...attributes.email}
              name="email"
              autoComplete="email"
              value={values.email}
              onChange={update("email")}
            />
          )}
        </FormField>
        <FormField id="service" label={words.service} error={errors.service} required>
          {(control) => (
            <SelectInput
              {...control}
              {...attributes.service}
              name="service"
              value={values.service}
              onChange={update("service")}
            >
              <option value="">{words.chooseService}</option>
              {/* The English name is the value the request's rules read; the visitor reads theirs. */}
              {props.services.map((service) => (
                <option key={service.path} value={service.label}>
                  {props.serviceNames[service.path] ?? service.label}
                </option>
              ))}
              <option value={OTHER_SERVICE}>{words.otherService}</option>
            </SelectInput>
          )}
        </FormField>
      </div>
      {/* The estimate describes the problem: with one, the message is optional (the function's rule too). */}
      <FormField
        id="message"
        label={estimate ? props.bookingCopy.messageOptionalLabel : words.message}
        error={errors.message}
        required={!estimate}
        className={cx("message")}
      >
        {(control) => (
          <TextArea
            {...control}
            {...attributes.message}
            // With an estimate the message is optional, in the browser's check as in the function's.
            required={!estimate}
            name="message"
            rows={6}
            value={values.message}
            onChange={update("message")}
          />
        )}
      </FormField>
      <BookingFields
        copy={props.bookingCopy}
        options={dropoffs}
        values={values}
        errors={errors}
        locations={locations}
        dates={dates}
        windows={windows}
        onChange={update}
        fitted={enhanced}
      />
      <PhotoField
        hidden={!offerPhotos}
        label={props.bookingCopy.photosLabel}
        hint={props.bookingCopy.photosHint}
        removeLabel={props.bookingCopy.photosRemoveLabel}
        photos={photos}
        error={errors.photos}
        lang={lang}
        onPhotos={(next, error) => {
          setPhotos(next);
          setErrors((e) => ({ ...e, photos: error }));
        }}
      />
      {/* Without JavaScript the e-mail still says which page the request came from, and the answer is in its language. */}
      <input type="hidden" name="pageUrl" value={props.pageUrl} />
      <input type="hidden" name="lang" value={lang} />
      {/* Hidden from people and assistive technology; bots that fill every field fill this one. */}
      <div className={cx("honeypot")} aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p className={cx("privacy")}>
        {props.privacyNote} <PageLink to={props.privacyPath}>{props.privacyLinkLabel}</PageLink>.
      </p>
      <Button
        type="submit"
        look="lg-brand"
        className={cx("submit")}
        loading={submitting}
        loadingText={props.sendingLabel}
      >
        {props.submitLabel}
      </Button>
      {toasterUsed && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </form>
  );
}

/** Opens the page at the form: its heading in view and focused, unless the visitor is already in a field. */
function focusForm() {
  const heading = document.getElementById("request-heading");
  const active = document.activeElement;
  if (!heading || (active && active !== document.body && active.id !== "gatsby-focus-wrapper")) return;
  const { top, bottom } = heading.getBoundingClientRect();
  if (top < 0 || bottom > window.innerHeight) document.getElementById("request")?.scrollIntoView({ block: "start" });
  heading.focus({ preventScroll: true });
}

/** The text with the shop's phone number as a tel: link (where the text names it). */
function withPhoneLink(text: string, phone: string | undefined) {
  const at = phone ? text.indexOf(phone) : -1;
  if (!phone || at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={telHref(phone)} className={cx("toast-phone")}>
        {phone}
      </a>
      {text.slice(at + phone.length)}
    </>
  );
}
